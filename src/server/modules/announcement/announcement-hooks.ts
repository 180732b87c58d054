/**
 * The sys_announcement entity's rules beyond its schema (its x-workflow: a new announcement is a
 * draft, only drafts are edited): a new one is sent by its author; the recipients its msgType names must be chosen (422);
 * non-managers see, through the same list and queryById, only published announcements addressed
 * to them (never another user's, never a revoked one); queryById answers the sender's real name,
 * and a system message's title and content in the reader's language (localized-notice.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import { userHasPermission } from '../../auth/session-user';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';
import { registerEntityHooks, hookText, type HookContext } from '../crud/hooks';
import { MSG } from './announcement-messages';
import { localizedNotice } from './localized-notice';
import { idsField, splitIds } from './recipients';

export const ANNOUNCEMENT_PERM = {
  list: 'system:announcement:list',
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  delete: 'system:announcement:delete',
  release: 'system:announcement:release',
  revoke: 'system:announcement:revoke',
} as const;

/** Those who write announcements see every one; everyone else only their own. */
export function managesAnnouncements(user: SessionUser): boolean {
  return userHasPermission(user, [ANNOUNCEMENT_PERM.add, ANNOUNCEMENT_PERM.edit, ANNOUNCEMENT_PERM.release]);
}

function addressedTo(user: SessionUser): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref('sys_announcement.send_status')} = '1' and exists (select 1 from sys_announcement_send s where s.annt_id = ${sql.ref('sys_announcement.id')} and s.user_id = ${user.id})`;
}

const ID = /^[A-Za-z0-9_-]{1,32}$/;

function checkAddressing(ctx: HookContext, values: Record<string, unknown>): void {
  const type = typeof values.msg_type === 'string' ? values.msg_type : 'ALL';
  const field = idsField(type);
  if (!field) return;
  const ids = splitIds(values[field.column] as string | null | undefined);
  const missing = type === 'USER' ? MSG.chooseUsers : type === 'ROLE' ? MSG.chooseRoles : MSG.chooseCompanies;
  const problem = ids.length === 0 ? missing : ids.every((id) => ID.test(id)) ? null : MSG.badIds;
  if (problem) {
    throw new HttpError(422, hookText(ctx, HTTP_MSG.validation), [
      { field: field.property, message: hookText(ctx, problem) },
    ]);
  }
}

function checkOpenPage(ctx: HookContext, values: Record<string, unknown>): void {
  const openType = values.open_type;
  if (
    (openType === 'url' || openType === 'component') &&
    !(typeof values.open_page === 'string' && values.open_page.trim() !== '')
  ) {
    throw new HttpError(422, hookText(ctx, HTTP_MSG.validation), [
      { field: 'openPage', message: hookText(ctx, MSG.openPageRequired) },
    ]);
  }
}

/** Replaces the stored zh-CN texts of system messages by the reader's language (in place). */
async function localizeRows(ctx: HookContext, rows: Array<Record<string, unknown>>): Promise<void> {
  const ids = rows
    .filter((row) => row.msgCategory === '2' && typeof row.id === 'string')
    .map((row) => row.id as string);
  if (ids.length === 0) return;
  const english = (await ctx.db
    .selectFrom('sys_announcement')
    .select(['id', 'titile_en', 'msg_content_en'])
    .where('id', 'in', ids)
    .execute()) as Array<{ id: string; titile_en: string | null; msg_content_en: string | null }>;
  const byId = new Map(english.map((e) => [e.id, e]));
  for (const row of rows) {
    const en = byId.get(row.id as string);
    if (!en || typeof row.titile !== 'string') continue;
    const msgContent = typeof row.msgContent === 'string' ? row.msgContent : null;
    const local = localizedNotice(
      { titile: row.titile, msgContent, titileEn: en.titile_en, msgContentEn: en.msg_content_en },
      (pair) => hookText(ctx, pair),
    );
    row.titile = local.titile;
    if (msgContent !== null) row.msgContent = local.msgContent;
  }
}

export function registerAnnouncementHooks(app: FastifyInstance): void {
  registerEntityHooks(app, 'sys_announcement', {
    // The state (a draft), what may be edited in which state and what publishing stamps are the
    // entity's x-workflow.
    beforeInsert(ctx, columns) {
      columns.send_time = null;
      columns.cancel_time = null;
      columns.sender = ctx.user.username;
      columns.del_flag = '0';
      checkAddressing(ctx, columns);
      checkOpenPage(ctx, columns);
    },
    async beforeUpdate(ctx, columns, _input, id) {
      const current = (await ctx.db
        .selectFrom('sys_announcement')
        .select(['msg_type', 'user_ids', 'role_ids', 'company_ids', 'open_type', 'open_page'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()) as Record<string, unknown> | undefined;
      if (!current) throw new LocalizedHttpError(404, HTTP_MSG.notFound);
      const merged = { ...current, ...columns };
      checkAddressing(ctx, merged);
      checkOpenPage(ctx, merged);
    },
    rowScope: (user) => (managesAnnouncements(user) ? null : addressedTo(user)),
    async decorateRows(ctx, rows) {
      const usernames = [
        ...new Set(
          rows.map((row) => row.sender).filter((s): s is string => typeof s === 'string' && s !== ''),
        ),
      ];
      const users = usernames.length
        ? ((await ctx.db
            .selectFrom('sys_user')
            .select(['username', 'realname'])
            .where('username', 'in', usernames)
            .execute()) as Array<{ username: string; realname: string | null }>)
        : [];
      const names = new Map(users.map((u) => [u.username, u.realname]));
      for (const row of rows) row.senderName = names.get(row.sender as string) ?? row.sender ?? null;
      await localizeRows(ctx, rows);
    },
  });
}
