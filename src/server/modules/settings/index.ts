/**
 * System settings: the sys_config entity's list and edit are the generic CRUD
 * (administrators, codes system:config:list|edit); this module adds the open read of the shell's texts
 * and the check of the certificate reminders' recipient setting.
 */
import type { FastifyInstance } from 'fastify';
import { registerReminderSettingsHooks } from './reminder-settings-hooks';
import shellTextsRoute from './shell-texts-route';

export default async function settingsModule(app: FastifyInstance): Promise<void> {
  registerReminderSettingsHooks(app);
  await app.register(shellTextsRoute);
}
