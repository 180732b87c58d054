/**
 * sys_workflow_history: one row per transition of a record, written in the transition's
 * transaction; read back for a record's timeline (GET <x-api>/history?id=).
 */
import type { Kysely, Transaction } from 'kysely';
import type { ResolvedEntity } from '../../shared/schema/registry';
import { resolveText } from '../../shared/schema/i18n';
import type { WorkflowHistoryEntry } from '../../shared/workflow/history-entry';
import type { WorkflowDefinition } from '../../shared/workflow/types';
import type { SessionUser } from '../auth/session-user';
import { newId } from '../db/ids';
import type { Database } from '../db/types';
import type { DictItems } from '../modules/dict/dict-items';
import { dictText } from '../modules/dict/dict-items';

export interface HistoryStep {
  entity: string;
  recordId: string;
  transition: string;
  from: string;
  to: string;
  note: string | null;
}

export async function writeHistory(
  trx: Transaction<Database>,
  user: SessionUser,
  step: HistoryStep,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('sys_workflow_history')
    .values({
      id: newId(),
      entity: step.entity,
      record_id: step.recordId,
      transition: step.transition,
      from_state: step.from,
      to_state: step.to,
      note: step.note,
      actor: user.username,
      actor_name: user.realname,
      create_by: user.username,
      create_time: at,
    })
    .execute();
}

export async function readHistory(
  db: Kysely<Database>,
  entity: ResolvedEntity,
  def: WorkflowDefinition,
  recordId: string,
  states: DictItems[string] | undefined,
  locale: 'zh-CN' | 'en-US',
): Promise<WorkflowHistoryEntry[]> {
  const rows = await db
    .selectFrom('sys_workflow_history')
    .select(['id', 'transition', 'from_state', 'to_state', 'note', 'actor', 'actor_name', 'create_time'])
    .where('entity', '=', entity.id)
    .where('record_id', '=', recordId)
    .orderBy('create_time', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const titles = new Map(def.transitions.map((t) => [t.name, resolveText(t.title, locale)]));
  const stateText = (value: string) => (states ? dictText(states, value, locale) : value) || value;
  return rows.map((r) => ({
    id: r.id,
    transition: r.transition,
    transitionTitle: titles.get(r.transition) ?? r.transition,
    fromState: r.from_state,
    toState: r.to_state,
    fromStateText: stateText(r.from_state),
    toStateText: stateText(r.to_state),
    note: r.note,
    actor: r.actor,
    actorName: r.actor_name,
    createTime: r.create_time.toISOString(),
  }));
}
