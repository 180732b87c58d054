/**
 * Online form definitions, the designer and publishing (F10a): the head entity's hooks,
 * the definition routes, every published form registered at start, and a per-request version check
 * so an instance learns of a version another instance published (version-check.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerDesignerChecks, registerHeadHooks } from './head-hooks';
import { registerDeleteWithTable } from './delete-with-table';
import { registerAllPublished } from './publish';
import cgformRoutes from './routes';
import { registerVersionCheck } from './version-check';

export default async function onlineFormModule(app: FastifyInstance): Promise<void> {
  registerHeadHooks(app);
  await app.register(cgformRoutes);
  registerVersionCheck(app);
  registerDesignerChecks(app);
  registerDeleteWithTable(app);
  app.addHook('onReady', async () => {
    await registerAllPublished(app);
  });
}

// The version check belongs to the parent context (every module's routes), what fastify-plugin does.
Object.assign(onlineFormModule, { [Symbol.for('skip-override')]: true });
