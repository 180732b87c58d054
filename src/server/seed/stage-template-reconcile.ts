/**
 * Brings isps_stage_template and isps_stage_template_stage in line with schemas/stage-templates on
 * every start, keeping what administrators do on the stage template page:
 * - a template or stage the reconcile has never applied is added (with a template, its stages);
 * - one whose data changed is updated, unless an administrator edited its row since it was applied
 *   (its columns no longer match the fingerprint recorded in isps_stage_template_seed): then it is
 *   left as they left it;
 * - one an administrator deleted stays deleted, as a menu entry or dictionary item does: unlike a
 *   numbering rule, no code needs a given template (a project whose domain has none takes the
 *   default one, and the page is where the process is shaped), so the deletion is their decision;
 * - a template or stage gone from the data, and one an administrator added, is left alone.
 * A row that exists but was never recorded (an installation whose templates migration 0270 seeded)
 * is taken as applied with the data as it is: the data matches what 0270 seeded, so a difference is
 * an administrator's edit and is kept. One transaction, serialized by a lock row, so two instances
 * starting together apply the data once; a start with nothing to do writes nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { takeSeedLock } from './seed-lock';
import type { SeedStageTemplate } from './stage-templates';
import {
  desiredStages,
  desiredTemplates,
  fingerprint,
  STAGE_COLUMNS,
  TEMPLATE_COLUMNS,
  type DesiredRow,
} from './stage-template-rows';

const LOCK = 'seed:stage-templates-reconcile-lock';

export interface StageTemplateReconcileReport {
  /** Seed keys (`stage-template:<key>`, `stage-template:<key>:<code>`) added by this run. */
  inserted: string[];
  /** Brought up to date with a change in the data. */
  updated: string[];
  /** Rows an administrator changed: the data's changes are not applied to them. */
  adminEdited: string[];
  /** Rows an administrator deleted: not put back. */
  adminDeleted: string[];
}

type Decision = 'insert' | 'update' | 'adopt' | 'keep' | 'adminEdited' | 'adminDeleted';

interface Outcome {
  decision: Decision;
  /** The fingerprint to record, when it differs from the recorded one. */
  record: string | null;
}

/** What to do with one row, from the recorded fingerprint, the row's and the data's. */
function decide(state: string | undefined, current: string | undefined, wanted: string): Outcome {
  if (state === undefined) {
    if (current === undefined) return { decision: 'insert', record: wanted };
    return { decision: 'adopt', record: wanted };
  }
  if (current === undefined) return { decision: 'adminDeleted', record: null };
  // Already as the data says (an administrator's edit the data has since caught up with).
  if (current === wanted) return { decision: 'keep', record: state === wanted ? null : wanted };
  if (current !== state) return { decision: 'adminEdited', record: null };
  return { decision: 'update', record: wanted };
}

async function recordedFingerprints(
  trx: Transaction<Database>,
  keys: string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await trx
    .selectFrom('isps_stage_template_seed')
    .select(['seed_key', 'fingerprint'])
    .where('seed_key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.seed_key, r.fingerprint]));
}

export async function reconcileStageTemplates(
  db: Kysely<Database>,
  templates: readonly SeedStageTemplate[],
): Promise<StageTemplateReconcileReport> {
  const templateRows = desiredTemplates(templates);
  const stageRows = desiredStages(templates);
  const report: StageTemplateReconcileReport = {
    inserted: [],
    updated: [],
    adminEdited: [],
    adminDeleted: [],
  };
  if (templateRows.length === 0) return report;
  return db.transaction().execute(async (trx) => {
    await takeSeedLock(trx, LOCK, 'stage templates reconcile');
    const states = await recordedFingerprints(
      trx,
      [...templateRows, ...stageRows].map((r) => r.seedKey),
    );
    const records: Array<{ seed_key: string; row_id: string; fingerprint: string }> = [];
    const note = (row: DesiredRow<unknown>, outcome: Outcome): void => {
      if (outcome.decision === 'insert') report.inserted.push(row.seedKey);
      else if (outcome.decision === 'update') report.updated.push(row.seedKey);
      else if (outcome.decision === 'adminEdited') report.adminEdited.push(row.seedKey);
      else if (outcome.decision === 'adminDeleted') report.adminDeleted.push(row.seedKey);
      if (outcome.record !== null)
        records.push({ seed_key: row.seedKey, row_id: row.id, fingerprint: outcome.record });
    };

    const templateIds = templateRows.map((r) => r.id);
    const templatesNow = await trx
      .selectFrom('isps_stage_template')
      .select(['id', ...TEMPLATE_COLUMNS])
      .where('id', 'in', templateIds)
      .execute();
    const templateNow = new Map(templatesNow.map((r) => [r.id, fingerprint(TEMPLATE_COLUMNS, r)]));
    for (const row of templateRows) {
      const outcome = decide(
        states.get(row.seedKey),
        templateNow.get(row.id),
        fingerprint(TEMPLATE_COLUMNS, row.data),
      );
      if (outcome.decision === 'insert')
        await trx
          .insertInto('isps_stage_template')
          .values({ id: row.id, ...row.data, create_by: 'system' })
          .execute();
      else if (outcome.decision === 'update')
        await trx
          .updateTable('isps_stage_template')
          .set({ ...row.data, update_by: 'system', update_time: new Date() })
          .where('id', '=', row.id)
          .execute();
      note(row, outcome);
    }

    // Stages hang off templates that exist now: a template an administrator deleted took its stages.
    const liveTemplates = new Set(
      (await trx.selectFrom('isps_stage_template').select('id').where('id', 'in', templateIds).execute()).map(
        (r) => r.id,
      ),
    );
    const stagesNow = stageRows.length
      ? await trx
          .selectFrom('isps_stage_template_stage')
          .select(['id', ...STAGE_COLUMNS])
          .where(
            'id',
            'in',
            stageRows.map((r) => r.id),
          )
          .execute()
      : [];
    const stageNow = new Map(stagesNow.map((r) => [r.id, fingerprint(STAGE_COLUMNS, r)]));
    for (const row of stageRows) {
      const state = states.get(row.seedKey);
      // A new stage of a template an administrator deleted: nothing to hang it off, not applied.
      if (state === undefined && !liveTemplates.has(row.data.template_id)) continue;
      const outcome = decide(state, stageNow.get(row.id), fingerprint(STAGE_COLUMNS, row.data));
      if (outcome.decision === 'insert')
        await trx
          .insertInto('isps_stage_template_stage')
          .values({ id: row.id, ...row.data, create_by: 'system' })
          .execute();
      else if (outcome.decision === 'update')
        await trx
          .updateTable('isps_stage_template_stage')
          .set({ ...row.data, update_by: 'system', update_time: new Date() })
          .where('id', '=', row.id)
          .execute();
      note(row, outcome);
    }

    if (records.length > 0)
      await trx
        .insertInto('isps_stage_template_seed')
        .values(records)
        .onConflict((oc) =>
          oc.column('seed_key').doUpdateSet((eb) => ({
            row_id: eb.ref('excluded.row_id'),
            fingerprint: eb.ref('excluded.fingerprint'),
            update_time: new Date(),
          })),
        )
        .execute();
    return report;
  });
}
