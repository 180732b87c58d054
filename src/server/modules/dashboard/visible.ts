/**
 * The rows of an entity a dashboard may count for a user: the CRUD's own row scope (`visibleRows`:
 * company, division, owner and the entity's row-scope hook, soft delete), and only when the user
 * holds the entity's list permission, as its list page would require.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import { loose } from '../crud/loose-db';
import { visibleRows, type LooseSelect } from '../crud/read/scope';
import { schemaRegistry } from '../schema/registry';

export function visibleFor(app: FastifyInstance, user: SessionUser, entityId: string): LooseSelect | null {
  const entity = schemaRegistry(app).entities.get(entityId);
  if (!entity) return null;
  const listCode = entity.schema['x-permissions']?.list;
  if (!user.isAdmin && listCode && !user.permissions.has(listCode)) return null;
  return visibleRows(app, loose(app.db), entity, user);
}

export function isCustomerUser(user: SessionUser): boolean {
  return user.userType === 'customer_main' || user.userType === 'customer_sub';
}
