/**
 * Reference data: roles and departments are seeded once per database (run-once.ts); dictionaries are
 * reconciled with schemas/dicts (dict-reconcile.ts), and menus, buttons and their grants with
 * schemas/menus (menu-reconcile.ts), and the numbering rules the code draws from with
 * schemas/fill-rules (fill-rule-reconcile.ts), and the project stage templates with
 * schemas/stage-templates (stage-template-reconcile.ts), on every start.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { seedDeparts } from './departs';
import { reconcileDicts } from './dict-reconcile';
import { reconcileFillRules } from './fill-rule-reconcile';
import { systemFillRules } from './fill-rules';
import { systemDicts } from './dicts';
import { reconcileMenus, type ReconcileReport } from './menu-reconcile';
import { menuEntries } from './menus';
import { seedRoles } from './roles';
import { runOnce } from './run-once';
import { reconcileStageTemplates } from './stage-template-reconcile';
import { systemStageTemplates } from './stage-templates';

export { runOnce };

export interface SeedOptions {
  /** Where the start-up report of menu entries gone from the data goes (default stderr). */
  warn?: (message: string) => void;
}

export async function seedBase(db: Kysely<Database>, options: SeedOptions = {}): Promise<ReconcileReport> {
  await runOnce(db, 'foundation-v1', async (trx) => {
    await seedRoles(trx);
    await seedDeparts(trx);
  });
  await reconcileDicts(db, systemDicts());
  await reconcileFillRules(db, systemFillRules());
  await reconcileStageTemplates(db, systemStageTemplates());
  const report = await reconcileMenus(db, menuEntries());
  if (report.removed.length > 0) {
    const warn = options.warn ?? ((message: string) => console.warn(message));
    warn(
      `menus: ${report.removed.length} entries came from schemas/menus but are no longer in it; kept, not deleted ` +
        `(GET /sys/permission/reconcileReport): ${report.removed.map((r) => r.key).join(', ')}`,
    );
  }
  return report;
}
