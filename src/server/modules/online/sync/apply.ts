/**
 * Runs a plan made by planSync/planDropTable: refuses while a destructive step is not confirmed
 * by its exact name, else in ONE transaction writes the .xlsx backup of what the destructive steps
 * change, runs every step and the caller's bookkeeping (`onApplied`). Any failure rolls all of it
 * back (PostgreSQL's DDL is transactional) and removes the backup file. There is no "force".
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../../../auth/session-user';
import type { Database } from '../../../db/types';
import { confirmationName, stepRunner, type SyncPlan, type SyncStep } from './plan';
import { startBackup, writeBackup, type BackupDraft } from './backup';

export interface ApplyOptions {
  /** The names the admin typed: a destructive step runs only when its column (or table) is among them. */
  confirm: readonly string[];
  /** The app whose file store (DATA_DIR/files) takes the backup. */
  files: FastifyInstance;
  user: SessionUser;
  /** The backup's file name as downloaded. */
  backupName?: string;
  /** Bookkeeping inside the same transaction, after the steps (the definition's synced version). */
  onApplied?(trx: Transaction<Database>): Promise<void>;
}

export interface ApplyResult {
  steps: SyncStep[];
  /** Stored path of the backup (GET /sys/common/static/<path>), null when no step was destructive. */
  backupPath: string | null;
}

/** Destructive steps whose name was not typed; `names` in plan order, `indexes` their place among the destructive steps. */
export class ConfirmationRequired extends Error {
  constructor(
    readonly names: string[],
    readonly indexes: number[],
  ) {
    super(`confirmation required: ${names.join(', ')}`);
  }
}

/** A step failed: the transaction was rolled back and nothing changed. */
export class SyncFailed extends Error {
  constructor(readonly reason: unknown) {
    super('the database sync failed and was rolled back', { cause: reason });
  }
}

export function unconfirmed(
  plan: SyncPlan,
  confirm: readonly string[],
): { names: string[]; indexes: number[] } {
  const typed = new Set(confirm.map((c) => c.trim()));
  const names: string[] = [];
  const indexes: number[] = [];
  plan.steps
    .filter((s) => s.destructive)
    .forEach((step, i) => {
      const name = confirmationName(step);
      if (!typed.has(name)) {
        names.push(name);
        indexes.push(i);
      }
    });
  return { names, indexes };
}

export async function applySync(
  db: Kysely<Database>,
  plan: SyncPlan,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const missing = unconfirmed(plan, options.confirm);
  if (missing.names.length > 0) throw new ConfirmationRequired(missing.names, missing.indexes);
  const runners = plan.steps.map((step) => {
    const run = stepRunner(step);
    if (!run) throw new Error(`step ${step.kind} of ${step.table} was not made by the planner`);
    return run;
  });
  let draft: BackupDraft | null = null;
  try {
    draft = await startBackup(options.files, db, plan);
    const started = draft;
    await db.transaction().execute(async (trx) => {
      await writeBackup(trx, options.user, plan, options.backupName ?? `${plan.table}_backup.xlsx`, started);
      for (const run of runners) await run(trx);
      if (options.onApplied) await options.onApplied(trx);
    });
  } catch (error) {
    await (draft as BackupDraft | null)?.discard();
    throw new SyncFailed(error);
  }
  return { steps: plan.steps, backupPath: (draft as BackupDraft | null)?.path ?? null };
}
