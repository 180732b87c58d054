/**
 * Account management of a customer company (cust_account on sys_user: list/add/edit through the
 * generic CRUD, freeze and password reset here), an administrator's password reset of any user
 * they may see, and the personal information every user edits themself.
 */
import type { FastifyInstance } from 'fastify';
import { registerEntityHooks } from '../crud/hooks';
import { schemaRegistry } from '../schema/registry';
import { custAccountHooks } from './cust-account-hooks';
import { registerCustAccountRoutes } from './cust-account-routes';
import { registerEditSelfRoute } from './edit-self-route';
import { registerUserPasswordRoute } from './user-password-route';

export default async function custAccountModule(app: FastifyInstance): Promise<void> {
  const registry = schemaRegistry(app);
  const accounts = registry.entities.get('cust_account');
  const users = registry.entities.get('sys_user');
  if (!accounts || !users) throw new Error('schemas/entities/cust_account.json or sys_user.json is missing');
  registerEntityHooks(app, 'cust_account', custAccountHooks);
  registerCustAccountRoutes(app, accounts);
  registerUserPasswordRoute(app, users);
  registerEditSelfRoute(app, users);
}
