/**
 * Dashboards: the analysis figures for customers and staff, the workplace/task lists and
 * the monitor snapshot. The request counter's onResponse hook is added to the modules' shared
 * context (not encapsulated in this plugin) so it sees every module's routes.
 */
import type { FastifyInstance } from 'fastify';
import { startEventLoopMonitor } from './monitor';
import { RequestCounter } from './request-counter';
import { registerDashboardRoutes } from './routes';

async function dashboardModule(app: FastifyInstance): Promise<void> {
  const histogram = startEventLoopMonitor();
  const counter = new RequestCounter();
  app.addHook('onResponse', (_request, reply, done) => {
    counter.record(reply.statusCode);
    done();
  });
  app.addHook('onClose', async () => {
    histogram.disable();
  });
  registerDashboardRoutes(app, histogram, counter);
}

// What fastify-plugin does: the hook belongs to the parent context (every module's routes).
Object.assign(dashboardModule, { [Symbol.for('skip-override')]: true });

export default dashboardModule;
