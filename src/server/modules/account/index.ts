/** Customer accounts: registration with the drag-to-verify slider. */
import type { FastifyInstance } from 'fastify';
import checkOnlyUserRoute from './check-only-user-route';
import emailVerifyRoutes from './email-verify-routes';
import registerRoutes from './register-routes';
import sliderRoutes from './slider-routes';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sliderRoutes);
  await app.register(checkOnlyUserRoute);
  await app.register(registerRoutes);
  await app.register(emailVerifyRoutes);
}
