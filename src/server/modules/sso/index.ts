/** Third-party login and single sign-on: OpenID Connect, CAS and the modes the client reads. */
import type { FastifyInstance } from 'fastify';
import authModesRoute from './auth-modes-route';
import casRoutes from './cas-routes';
import identityAdminRoutes from './identity-admin-routes';
import oidcRoutes from './oidc-routes';

export default async function ssoRoutes(app: FastifyInstance): Promise<void> {
  await authModesRoute(app);
  await oidcRoutes(app);
  await casRoutes(app);
  await identityAdminRoutes(app);
}
