/**
 * Granting an online form in one place: the form list's row action 授权.
 * - GET /sys/role/onlineFormGrant?id=<head id>: the dialog — the roles as checkboxes, ticked where
 *   the role holds the form's list code, and a description of what a grant covers.
 * - POST /sys/role/grantOnlineForm `{ id, values: { roleIds } }`: in one transaction, every ticked
 *   role gets the menu entries that open the form (with their parent menus, so they show) and the
 *   codes `online:<code>:*` of the main table and of each sub table (with the hidden 在线表单权限
 *   entry they hang under); every role not ticked loses those entries and codes (the parents, which
 *   other screens share, stay).
 * Who: `system:role:edit`; a non-administrator sees only the roles they may read and may change only
 * grants of entries they hold themselves (403, the role form's rule, role-permission-links.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NotNull } from 'kysely';
import { onlineMenuTargetOf } from '../../../shared/online/menu-target';
import { newId } from '../../db/ids';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { invalidateCachesAfterWrite } from '../crud/cache-invalidation';
import type { TypedDb } from '../crud/loose-db';
import { ONLINE_ACTIONS, onlinePermission } from '../online/form/build-schemas';
import { idList } from './user-links';
import { heldPermissionIds } from './role-permission-links';
import { readableRolesPredicate } from './role-visibility';

const GRANTERS = 'system:role:edit';
export const ROLE_IDS_FIELD = 'roleIds';

const MSG = {
  notFound: {
    'zh-CN': '在线表单不存在或尚未发布',
    'en-US': 'The online form does not exist or is not published',
  },
  title: (name: string, nameEn: string): MessagePair => ({
    'zh-CN': `授权：${name}`,
    'en-US': `Grant: ${nameEn}`,
  }),
  description: (menus: number, codes: string): MessagePair => ({
    'zh-CN': `勾选的角色获得该表单的菜单（${menus} 个）及其主表、子表的全部权限：${codes}；取消勾选即收回。`,
    'en-US': `The roles ticked get the form's menus (${menus}) and every code of its main and sub tables: ${codes}; untick to withdraw them.`,
  }),
  roles: { 'zh-CN': '角色', 'en-US': 'Roles' },
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  unknownRoles: (ids: string[]): MessagePair => ({
    'zh-CN': `角色不存在：${ids.join(',')}`,
    'en-US': `No such role: ${ids.join(',')}`,
  }),
  notHeld: {
    'zh-CN': '不能授予或收回您自身不具备的权限',
    'en-US': 'You cannot grant or withdraw permissions you do not hold yourself',
  },
  granted: { 'zh-CN': '授权成功！', 'en-US': 'Permissions saved!' },
};

interface FormTarget {
  code: string;
  name: string;
  nameEn: string;
}

interface Coverage {
  /** Granted to a ticked role: the form's entries and their parents. */
  grant: string[];
  /** Withdrawn from a role not ticked: the form's own entries only. */
  own: string[];
  menus: number;
  codes: string[];
}

async function publishedForm(db: TypedDb, id: string): Promise<FormTarget> {
  const head = await db
    .selectFrom('onl_cgform_head')
    .select(['table_name', 'table_txt', 'table_txt_en'])
    .where('id', '=', id)
    .where('published_version', 'is not', null)
    .where('table_type', '!=', 3)
    .executeTakeFirst();
  if (!head) throw new LocalizedHttpError(404, MSG.notFound);
  return { code: head.table_name, name: head.table_txt, nameEn: head.table_txt_en || head.table_txt };
}

/** The form's tables: the main one and the sub tables whose key names it. */
async function tablesOf(db: TypedDb, code: string): Promise<string[]> {
  const subs = await db
    .selectFrom('onl_cgform_field as f')
    .innerJoin('onl_cgform_head as h', 'h.id', 'f.cgform_head_id')
    .select('h.table_name')
    .distinct()
    .where('f.main_table', '=', code)
    .where('h.table_type', '=', 3)
    .orderBy('h.table_name')
    .execute();
  return [code, ...subs.map((s) => s.table_name)];
}

interface Entry {
  id: string;
  parent_id: string | null;
}

/** The entries above these, up to the top (a menu shows only under menus its role holds). */
async function ancestors(db: TypedDb, entries: Entry[]): Promise<string[]> {
  const found = new Set<string>();
  let parents = entries.map((e) => e.parent_id).filter((p): p is string => p !== null);
  while (parents.length > 0) {
    const fresh = parents.filter((p) => !found.has(p));
    if (fresh.length === 0) break;
    fresh.forEach((p) => found.add(p));
    const rows = await db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id'])
      .where('id', 'in', fresh)
      .execute();
    parents = rows.map((r) => r.parent_id).filter((p): p is string => p !== null);
  }
  return [...found];
}

async function coverage(db: TypedDb, form: FormTarget): Promise<Coverage> {
  // Menus whose component opens this form; few entries name an online route, so they are read and matched here.
  const candidates = await db
    .selectFrom('sys_permission')
    .select(['id', 'parent_id', 'component', 'url'])
    .where('menu_type', '!=', 2)
    .where('component', 'like', '%online/%')
    .execute();
  const menus = candidates.filter((m) => {
    const target = onlineMenuTargetOf(m.component, m.url);
    return target?.kind === 'form' && target.code === form.code;
  });
  const codes = (await tablesOf(db, form.code)).flatMap((table) =>
    ONLINE_ACTIONS.map((action) => onlinePermission(table, action)),
  );
  const buttons = await db
    .selectFrom('sys_permission')
    .select(['id', 'parent_id', 'perms'])
    .where('menu_type', '=', 2)
    .where('perms', 'in', codes)
    .$narrowType<{ perms: NotNull }>()
    .execute();
  const own = [...menus, ...buttons].map((e) => e.id);
  const above = await ancestors(db, [...menus, ...buttons]);
  return {
    grant: [...new Set([...own, ...above])],
    own,
    menus: menus.length,
    codes: buttons.map((b) => b.perms),
  };
}

async function readableRoles(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Array<{ id: string; role_name: string; role_code: string }>> {
  let query = app.db.selectFrom('sys_role').select(['id', 'role_name', 'role_code']);
  const predicate = readableRolesPredicate(request.user);
  if (predicate) query = query.where(predicate);
  return query.orderBy('role_code').execute();
}

async function rolesHolding(db: TypedDb, permissionId: string | undefined): Promise<string[]> {
  if (permissionId === undefined) return [];
  const rows = await db
    .selectFrom('sys_role_permission')
    .select('role_id')
    .where('permission_id', '=', permissionId)
    .execute();
  return rows.map((r) => r.role_id);
}

function idOf(source: unknown): string {
  const id =
    (typeof source === 'object' && source !== null ? (source as { id?: unknown }).id : undefined) ?? '';
  if (typeof id !== 'string' || id === '' || id.length > 64) throw new LocalizedHttpError(404, MSG.notFound);
  return id;
}

/** The list code's entry: the role that holds it counts as granted. */
async function listEntry(db: TypedDb, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('perms', '=', onlinePermission(code, 'list'))
    .where('menu_type', '=', 2)
    .executeTakeFirst();
  return row?.id;
}

export default async function onlineFormGrantRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/role/onlineFormGrant',
    {
      config: { permission: GRANTERS },
      schema: { tags: ['sys'], summary: 'The dialog granting an online form to roles' },
    },
    async (request) => {
      const db = app.db;
      const form = await publishedForm(db, idOf(request.query));
      const covered = await coverage(db, form);
      const roles = await readableRoles(app, request);
      const holding = new Set(await rolesHolding(db, await listEntry(db, form.code)));
      return ok({
        form: {
          $id: 'online_form_grant',
          title: MSG.title(form.name, form.nameEn),
          description: MSG.description(covered.menus, covered.codes.join(', ')),
          properties: {
            [ROLE_IDS_FIELD]: {
              type: 'string',
              title: MSG.roles,
              maxLength: 100000,
              'x-widget': 'checkbox',
              'x-widget-options': {
                options: roles.map((r) => ({ value: r.id, text: `${r.role_name} (${r.role_code})` })),
              },
              default: roles
                .filter((r) => holding.has(r.id))
                .map((r) => r.id)
                .join(','),
            },
          },
        },
      });
    },
  );

  app.post(
    '/sys/role/grantOnlineForm',
    {
      config: { permission: GRANTERS },
      schema: {
        tags: ['sys'],
        summary: 'Grants an online form with its menus and codes to the roles ticked',
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { values?: Record<string, unknown> };
      const form = await publishedForm(app.db, idOf(request.body));
      const wanted = new Set(idList(body.values?.[ROLE_IDS_FIELD]) ?? []);
      const readable = await readableRoles(app, request);
      const unknown = [...wanted].filter((id) => !readable.some((r) => r.id === id));
      if (unknown.length > 0) {
        throw new LocalizedHttpError(422, MSG.validation, [
          { field: ROLE_IDS_FIELD, message: request.t(MSG.unknownRoles(unknown)) },
        ]);
      }
      await app.db.transaction().execute(async (db) => {
        const covered = await coverage(db, form);
        if (!request.user.isAdmin) {
          const held = await heldPermissionIds(db, request.user.id);
          if (covered.grant.some((id) => !held.has(id))) throw new LocalizedHttpError(403, MSG.notHeld);
        }
        for (const role of readable) {
          if (wanted.has(role.id)) {
            const have = await db
              .selectFrom('sys_role_permission')
              .select('permission_id')
              .where('role_id', '=', role.id)
              .where('permission_id', 'in', covered.grant)
              .execute();
            const missing = covered.grant.filter((id) => !have.some((h) => h.permission_id === id));
            if (missing.length > 0) {
              await db
                .insertInto('sys_role_permission')
                .values(
                  missing.map((permissionId) => ({
                    id: newId(),
                    role_id: role.id,
                    permission_id: permissionId,
                    create_by: request.user.username,
                  })),
                )
                .execute();
            }
          } else if (covered.own.length > 0) {
            await db
              .deleteFrom('sys_role_permission')
              .where('role_id', '=', role.id)
              .where('permission_id', 'in', covered.own)
              .execute();
          }
        }
      });
      await invalidateCachesAfterWrite(app, 'sys_role_permission', []);
      return ok(null, request.t(MSG.granted));
    },
  );
}
