/**
 * The signed-in user's own notices (SPEC §7): the bell's unread lists, marking read, and the paged
 * list of /isps/userAnnouncement. Every query starts from the caller's own send rows
 * (sys_announcement_send.user_id = caller), so nothing addressed to someone else can appear, and
 * only published announcements (send_status '1') are listed: revoked ones disappear everywhere.
 * Titles and contents are answered in the caller's language (localized-notice.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/types';
import type { Kysely } from 'kysely';
import { ok } from '../../http/envelope';
import { localizedNotice } from './localized-notice';

/** Items per bell list unless the client asks (JeecgBoot's listByUser: the latest 5 unread). */
export const BELL_SIZE = 5;

function mine(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sys_announcement_send as s')
    .innerJoin('sys_announcement as a', 'a.id', 's.annt_id')
    .where('s.user_id', '=', userId)
    .where('a.send_status', '=', '1')
    .where('a.del_flag', '=', '0');
}

const ITEM_COLUMNS = [
  'a.id',
  'a.titile',
  'a.msg_content as msgContent',
  'a.titile_en as titileEn',
  'a.msg_content_en as msgContentEn',
  'a.sender',
  'a.priority',
  'a.msg_category as msgCategory',
  'a.msg_type as msgType',
  'a.send_time as sendTime',
  'a.open_type as openType',
  'a.open_page as openPage',
  'a.bus_id as busId',
  'a.bus_type as busType',
] as const;

async function unread(db: Kysely<Database>, userId: string, category: '1' | '2', size: number) {
  const base = mine(db, userId).where('s.read_flag', '=', '0').where('a.msg_category', '=', category);
  const [records, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy('a.send_time', 'desc').orderBy('a.id', 'desc').limit(size).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(total.n) };
}

interface MyListQuery {
  pageNo?: number;
  pageSize?: number;
  readFlag?: '0' | '1';
  msgCategory?: '1' | '2';
  titile?: string;
}

export default async function userNoticeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { pageSize?: number } }>(
    '/sys/annountCement/listByUser',
    {
      config: { authenticated: true },
      schema: {
        querystring: {
          type: 'object',
          properties: { pageSize: { type: 'integer', minimum: 1, maximum: 50 } },
        },
      },
    },
    async (request) => {
      const size = request.query.pageSize ?? BELL_SIZE;
      const [annt, sys] = await Promise.all([
        unread(app.db, request.user.id, '1', size),
        unread(app.db, request.user.id, '2', size),
      ]);
      const pick = request.t.bind(request);
      return ok({
        anntMsgList: annt.records.map((row) => localizedNotice(row, pick)),
        anntMsgTotal: annt.total,
        sysMsgList: sys.records.map((row) => localizedNotice(row, pick)),
        sysMsgTotal: sys.total,
      });
    },
  );

  app.put<{ Body: { anntId: string } }>(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    {
      config: { authenticated: true },
      schema: {
        body: {
          type: 'object',
          required: ['anntId'],
          properties: { anntId: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (request) => {
      // Only the caller's own row: another user's anntId matches nothing here.
      await app.db
        .updateTable('sys_announcement_send')
        .set({
          read_flag: '1',
          read_time: new Date(),
          update_by: request.user.username,
          update_time: new Date(),
        })
        .where('annt_id', '=', request.body.anntId)
        .where('user_id', '=', request.user.id)
        .where('read_flag', '=', '0')
        .execute();
      return ok(null);
    },
  );

  app.put('/sys/sysAnnouncementSend/readAll', { config: { authenticated: true } }, async (request) => {
    await app.db
      .updateTable('sys_announcement_send')
      .set({
        read_flag: '1',
        read_time: new Date(),
        update_by: request.user.username,
        update_time: new Date(),
      })
      .where('user_id', '=', request.user.id)
      .where('read_flag', '=', '0')
      .execute();
    return ok(null);
  });

  app.get<{ Querystring: MyListQuery }>(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    {
      config: { authenticated: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1, maximum: 100000 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200 },
            readFlag: { type: 'string', enum: ['0', '1'] },
            msgCategory: { type: 'string', enum: ['1', '2'] },
            titile: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { pageNo = 1, pageSize = 10, readFlag, msgCategory, titile } = request.query;
      let query = mine(app.db, request.user.id);
      if (readFlag) query = query.where('s.read_flag', '=', readFlag);
      if (msgCategory) query = query.where('a.msg_category', '=', msgCategory);
      // Either language's title matches: the reader searches what they see, a link may carry the other.
      if (titile) {
        query = query.where(
          sql<boolean>`(position(lower(${titile}) in lower(a.titile)) > 0 or position(lower(${titile}) in lower(coalesce(a.titile_en, ''))) > 0)`,
        );
      }
      const [records, total] = await Promise.all([
        query
          .select([...ITEM_COLUMNS, 's.id as sendId', 's.read_flag as readFlag', 's.read_time as readTime'])
          .select((eb) =>
            eb
              .selectFrom('sys_user as u')
              .select('u.realname')
              .whereRef('u.username', '=', 'a.sender')
              .limit(1)
              .as('senderName'),
          )
          .orderBy('a.send_time', 'desc')
          .orderBy('a.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const count = Number(total.n);
      // JeecgBoot's AnnouncementSendModel: `anntId` is the announcement, `id` the send row.
      const pick = request.t.bind(request);
      const rows = records.map(({ id, sendId, ...rest }) => ({
        ...localizedNotice(rest, pick),
        id: sendId,
        anntId: id,
      }));
      return ok({
        records: rows,
        total: count,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(count / pageSize),
      });
    },
  );
}
