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
import duplicateCheckRoutes from './crud/write/duplicate-check';
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
import fillRuleModule from './fill-rule/index';
import checkRuleModule from './check-rule/index';
import quartzModule from './quartz/index';
import settingsModule from './settings/index';
import workflowModule from '../workflow/index';
import applyModule from './apply/index';
import certificateModule from './certificate/index';
import certSearchModule from './certsearch/index';
import surveyModule from './survey/index';
import projectModule from './project/index';
import nonconformityModule from './nonconformity/index';
import announcementModule from './announcement/index';
import dashboardModule from './dashboard/index';
import onlineReportModule from './online/report/index';
import onlineApiModule from './online/api/index';
import fieldPermissionsModule from './online/field-permissions/index';
import onlineSyncModule from './online/sync/index';
import onlineFormModule from './online/form/index';
import onlineMenuRoutes from './sys/online-menu-routes';
import onlineFormGrantRoutes from './sys/online-form-grant';

export const modulePlugins: FastifyPluginAsync[] = [
  loginRoutes,
  passwordRoutes,
  menuRoutes,
  permissionReconcileRoutes,
  dictRoutes,
  roleDepartRoutes,
  // After roleDepartRoutes: adds the role's permissionIds to the sys_role hooks registered there.
  permissionRoutes,
  onlineMenuRoutes,
  onlineFormGrantRoutes,
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
  fillRuleModule,
  checkRuleModule,
  quartzModule,
  settingsModule,
  applyModule,
  // Checks on ready that every action an x-workflow names is registered (by the modules listed here).
  workflowModule,
  certificateModule,
  certSearchModule,
  surveyModule,
  projectModule,
  nonconformityModule,
  announcementModule,
  // Online form definitions and publishing (skip-override: its version check sees the online routes).
  onlineFormModule,
  onlineReportModule,
  onlineApiModule,
  onlineSyncModule,
  fieldPermissionsModule,
  // Adds its request counter to the modules' shared context (skip-override): counts every module's routes.
  dashboardModule,
];

export default async function modules(app: FastifyInstance): Promise<void> {
  for (const plugin of modulePlugins) await app.register(plugin);
}
