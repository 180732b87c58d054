/**
 * What every certificate route shares: reading a certificate within the caller's scope (the
 * entity's x-scope division: staff their division, customers their company, admins all), writing a
 * history row (sys_workflow_history), telling the company, and the date-driven expiry (valid/suspended → expired once
 * validUntil has passed), which runs before a route answers and in the daily job.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import { LocalizedHttpError } from '../../http/errors';
import { sendSystemMessage } from '../../notice/system-message';
import { todayIso } from '../../../shared/certificate/cert-dates';
import type { MessagePair } from '../../../shared/messages/message-pair';
import { scopePredicate } from '../crud/read/scope';
import { rootRegistry } from '../schema/registry';
import { CERT_MSG } from './cert-messages';
import { MENU_PATHS } from '../../../shared/menu-paths';

export const CERTIFICATE_ENTITY = 'isps_certificate';
type Db = Kysely<Database> | Transaction<Database>;

/** The certificate row, locked for the transaction, if the user may see it; else 404. */
export async function lockVisibleCertificate(trx: Transaction<Database>, user: SessionUser, id: string) {
  const entity = rootRegistry().entities.get(CERTIFICATE_ENTITY);
  if (!entity) throw new Error('isps_certificate entity is not registered');
  const predicate = scopePredicate(entity, user);
  let query = trx.selectFrom('isps_certificate').selectAll().where('id', '=', id);
  if (predicate) query = query.where(() => predicate);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new LocalizedHttpError(404, CERT_MSG.notFound);
  return row;
}

/** A certificate the user may see (no lock), or 404. */
export async function visibleCertificate(db: Db, user: SessionUser, id: string) {
  const entity = rootRegistry().entities.get(CERTIFICATE_ENTITY);
  if (!entity) throw new Error('isps_certificate entity is not registered');
  const predicate = scopePredicate(entity, user);
  let query = db.selectFrom('isps_certificate').selectAll().where('id', '=', id);
  if (predicate) query = query.where(() => predicate);
  const row = await query.executeTakeFirst();
  if (!row) throw new LocalizedHttpError(404, CERT_MSG.notFound);
  return row;
}

/**
 * A status change that is not one of the x-workflow transitions (a reissue cancelling the old
 * certificate, the date expiring it), written to the same history as the transitions'.
 */
export interface StatusStep {
  certificateId: string;
  /** 'cancel' for a reissue (the transition's title names it on the timeline); 'expire' for the date. */
  transition: string;
  from: string;
  to: string;
  note: string | null;
  actor: string;
  actorName: string | null;
}

export async function writeStatusStep(
  trx: Transaction<Database>,
  step: StatusStep,
  at: Date = new Date(),
): Promise<void> {
  await trx
    .insertInto('sys_workflow_history')
    .values({
      id: newId(),
      entity: CERTIFICATE_ENTITY,
      record_id: step.certificateId,
      transition: step.transition,
      from_state: step.from,
      to_state: step.to,
      note: step.note,
      actor: step.actor,
      actor_name: step.actorName,
      create_by: step.actor,
      create_time: at,
    })
    .execute();
}

/** Active accounts of a company (the recipients of its system messages and reminders). */
export async function companyAccounts(db: Db, companyId: string) {
  return db
    .selectFrom('sys_user')
    .select(['id', 'email', 'username'])
    .where('company_id', '=', companyId)
    .where('del_flag', '=', '0')
    .where('status', '=', '1')
    .execute();
}

export async function notifyCompany(
  trx: Transaction<Database>,
  companyId: string,
  message: { title: MessagePair; content: MessagePair },
  busId: string,
  sender: string,
): Promise<void> {
  const accounts = await companyAccounts(trx, companyId);
  await sendSystemMessage(trx, {
    ...message,
    userIds: accounts.map((a) => a.id),
    busId,
    openPage: MENU_PATHS.myCertificates,
    sender,
  });
}

/**
 * Moves every valid or suspended certificate whose validUntil lies before `today` to expired, with
 * a status-log row each; answers how many. Idempotent and safe to run from several instances: the
 * conditional update decides, and only rows it changed get a log row.
 */
export async function expireDue(db: Kysely<Database>, today: string = todayIso()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Locked first so the log can name the state each one left; a concurrent run waits and finds nothing.
    const due = await trx
      .selectFrom('isps_certificate')
      .select(['id', 'status'])
      .where('status', 'in', ['valid', 'suspended'])
      .where('valid_until', '<', today)
      .forUpdate()
      .execute();
    if (due.length === 0) return 0;
    await trx
      .updateTable('isps_certificate')
      .set({ status: 'expired', update_by: 'system', update_time: new Date() })
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .execute();
    for (const row of due) {
      await writeStatusStep(trx, {
        certificateId: row.id,
        transition: 'expire',
        from: row.status,
        to: 'expired',
        note: null,
        actor: 'system',
        actorName: null,
      });
    }
    return due.length;
  });
}

/** Cheap check first: most requests find nothing to expire and write nothing. */
export async function expireDueIfAny(app: FastifyInstance): Promise<void> {
  const today = todayIso();
  const stale = await app.db
    .selectFrom('isps_certificate')
    .select('id')
    .where('status', 'in', ['valid', 'suspended'])
    .where('valid_until', '<', today)
    .limit(1)
    .executeTakeFirst();
  if (stale) await expireDue(app.db, today);
}
