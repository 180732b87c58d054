/**
 * Every module of the server, registered in this order. Modules are Fastify plugins; add yours
 * by importing it and appending it to the list.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import dictRoutes from './dict/dict-routes';
import loginRoutes from './sys/login-routes';
import menuRoutes from './sys/menu-routes';
import permissionReconcileRoutes from './sys/permission-reconcile-route';
import passwordRoutes from './sys/password-routes';
import roleDepartRoutes from './sys/role-depart-routes';
import permissionRoutes from './sys/permission-routes';
import crudRoutes from './crud/routes';
import userAdminRoutes from './sys/user-admin-routes';
import userUnlockRoutes from './sys/user-unlock-routes';
import duplicateCheckRoutes from './crud/duplicate-check';
import schemaPageRoutes from './schema/page-route';
import dictLookupRoutes from './dict/lookup-routes';
import uploadRoutes from './upload/upload-routes';
import companyModule from './company/index';
import recoveryRoutes from './recovery/index';
import custAccountModule from './custaccount';
import accountRoutes from './account/index';
import ssoRoutes from './sso/index';
import userPickerRoutes from './sys/user-picker-routes';
import categoryModule from './category/index';
import quartzModule from './quartz/index';

export const modulePlugins: FastifyPluginAsync[] = [
  loginRoutes,
  passwordRoutes,
  menuRoutes,
  permissionReconcileRoutes,
  dictRoutes,
  roleDepartRoutes,
  // After roleDepartRoutes: adds the role's permissionIds to the sys_role hooks registered there.
  permissionRoutes,
  crudRoutes,
  userAdminRoutes,
  userUnlockRoutes,
  duplicateCheckRoutes,
  schemaPageRoutes,
  dictLookupRoutes,
  uploadRoutes,
  companyModule,
  recoveryRoutes,
  accountRoutes,
  custAccountModule,
  ssoRoutes,
  userPickerRoutes,
  categoryModule,
  quartzModule,
];

export default async function modules(app: FastifyInstance): Promise<void> {
  for (const plugin of modulePlugins) await app.register(plugin);
}
