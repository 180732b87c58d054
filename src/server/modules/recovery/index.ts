/** Account recovery and phone login: forgot password by mail, login by SMS code. */
import type { FastifyInstance } from 'fastify';
import { backgroundTasks } from '../../mail/background';
import { phoneLoginRoutes } from './phone-login-routes';
import { resetRoutes } from './reset-routes';

export default async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const background = backgroundTasks(app);
  resetRoutes(app, background);
  phoneLoginRoutes(app, background);
}
