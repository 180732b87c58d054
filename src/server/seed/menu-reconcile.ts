/**
 * Brings sys_permission and the role grants in line with the menu data on every start
 * (docs/contracts.md, Menus): an entry missing from the database is inserted with its grants; an
 * entry whose data changed is updated unless an admin edited its row; an entry an admin edited or
 * deleted is left alone; a grant already applied once is never applied again (an admin may have
 * revoked it); an entry that came from the data and is gone from it is reported, never deleted.
 * sys_permission_seed keeps what was last applied. One transaction, serialized by a lock row, so
 * two instances starting together apply the data once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { MenuEntry } from '../../shared/schema/menus';
import type { Database } from '../db/types';
import { takeSeedLock } from './seed-lock';
import { newId } from '../db/ids';
import { DATA_COLUMNS, desiredRows, fingerprint, type DataColumns, type DesiredRow } from './menu-rows';

export interface ReconcileReport {
  /** Seed keys (`menu:<key>`, `button:<perms>`) inserted by this run. */
  inserted: string[];
  /** Brought up to date with a change in the data. */
  updated: string[];
  /** Rows an admin changed: the data's changes are not applied to them. */
  adminEdited: string[];
  /** Rows an admin deleted: not put back. */
  adminDeleted: string[];
  /** Came from the data, no longer in it; `present` says whether the row is still in the database. */
  removed: Array<{ key: string; id: string; present: boolean }>;
}

const LOCK = 'seed:menus-reconcile-lock';

type Db = Kysely<Database> | Transaction<Database>;

interface SeedState {
  seed_key: string;
  permission_id: string;
  fingerprint: string;
  grants: string;
}

function parseGrants(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function readState(db: Db, rows: DesiredRow[]) {
  const ids = rows.map((r) => r.id);
  const [states, existing] = await Promise.all([
    db
      .selectFrom('sys_permission_seed')
      .select(['seed_key', 'permission_id', 'fingerprint', 'grants'])
      .execute(),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('sys_permission')
          .select(['id', ...DATA_COLUMNS])
          .where('id', 'in', ids)
          .execute(),
  ]);
  return {
    states: new Map<string, SeedState>(states.map((s) => [s.seed_key, s])),
    existing: new Map<string, DataColumns>(existing.map(({ id, ...data }) => [id, data])),
  };
}

/** Entries that came from the data but are not in it any more (with whether their row is still there). */
async function removedEntries(
  db: Db,
  rows: DesiredRow[],
  states: Map<string, SeedState>,
): Promise<ReconcileReport['removed']> {
  const wanted = new Set(rows.map((r) => r.seedKey));
  const gone = [...states.values()].filter((s) => !wanted.has(s.seed_key));
  if (gone.length === 0) return [];
  const present = new Set(
    (
      await db
        .selectFrom('sys_permission')
        .select('id')
        .where(
          'id',
          'in',
          gone.map((s) => s.permission_id),
        )
        .execute()
    ).map((r) => r.id),
  );
  return gone
    .map((s) => ({ key: s.seed_key, id: s.permission_id, present: present.has(s.permission_id) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** What a reconcile would leave alone or report, read without changing anything (the admin report route). */
export async function menuReconcileReport(
  db: Kysely<Database>,
  entries: MenuEntry[],
): Promise<Omit<ReconcileReport, 'inserted' | 'updated'>> {
  const rows = desiredRows(entries);
  const { states, existing } = await readState(db, rows);
  const adminEdited: string[] = [];
  const adminDeleted: string[] = [];
  for (const row of rows) {
    const state = states.get(row.seedKey);
    if (!state) continue;
    const current = existing.get(row.id);
    if (!current) adminDeleted.push(row.seedKey);
    else if (fingerprint(current) !== state.fingerprint) adminEdited.push(row.seedKey);
  }
  return { adminEdited, adminDeleted, removed: await removedEntries(db, rows, states) };
}

export async function reconcileMenus(db: Kysely<Database>, entries: MenuEntry[]): Promise<ReconcileReport> {
  const rows = desiredRows(entries);
  return db.transaction().execute(async (trx) => {
    await takeSeedLock(trx, LOCK, 'menus reconcile');
    const { states, existing } = await readState(trx, rows);
    const roleCodes = [...new Set(rows.flatMap((r) => r.grants))];
    const roles =
      roleCodes.length === 0
        ? []
        : await trx
            .selectFrom('sys_role')
            .select(['id', 'role_code'])
            .where('role_code', 'in', roleCodes)
            .execute();
    const roleIds = new Map(roles.map((r) => [r.role_code, r.id]));

    const report: ReconcileReport = {
      inserted: [],
      updated: [],
      adminEdited: [],
      adminDeleted: [],
      removed: [],
    };
    const inserts: DesiredRow[] = [];
    const grants: Array<{ id: string; role_id: string; permission_id: string }> = [];
    const stateRows: SeedState[] = [];
    /** Grants the codes whose role exists; answers them (a role not there yet is tried on a later start). */
    const grant = (row: DesiredRow, codes: string[]): string[] =>
      codes.filter((code) => {
        const roleId = roleIds.get(code);
        if (roleId) grants.push({ id: newId(), role_id: roleId, permission_id: row.id });
        return roleId !== undefined;
      });

    for (const row of rows) {
      const state = states.get(row.seedKey);
      const current = existing.get(row.id);
      const wanted = fingerprint(row.data);
      let applied = wanted;
      let granted: string[];
      if (!state) {
        // New to this database, or a row seeded before the reconcile existed (no state yet): until
        // then no screen could edit menus, so such a row is taken as the data's and brought up to date.
        if (!current) {
          inserts.push(row);
          report.inserted.push(row.seedKey);
        } else if (fingerprint(current) !== wanted) {
          await trx
            .updateTable('sys_permission')
            .set({ ...row.data, update_by: 'system', update_time: new Date() })
            .where('id', '=', row.id)
            .execute();
          report.updated.push(row.seedKey);
        }
        granted = grant(row, row.grants);
      } else {
        const before = parseGrants(state.grants);
        if (!current) {
          report.adminDeleted.push(row.seedKey);
          applied = state.fingerprint;
        } else if (fingerprint(current) === wanted) {
          // Already as the data says (an admin's edit that the data has since caught up with).
        } else if (fingerprint(current) !== state.fingerprint) {
          report.adminEdited.push(row.seedKey);
          applied = state.fingerprint;
        } else if (wanted !== state.fingerprint) {
          await trx
            .updateTable('sys_permission')
            .set({ ...row.data, update_by: 'system', update_time: new Date() })
            .where('id', '=', row.id)
            .execute();
          report.updated.push(row.seedKey);
        }
        // Only grants the data added since the last run: one applied before and missing now was revoked.
        const added = current
          ? grant(
              row,
              row.grants.filter((code) => !before.includes(code)),
            )
          : [];
        // A code the data dropped is forgotten, so the data granting it again grants it again.
        granted = row.grants.filter((code) => before.includes(code) || added.includes(code));
      }
      stateRows.push({
        seed_key: row.seedKey,
        permission_id: row.id,
        fingerprint: applied,
        grants: JSON.stringify(granted),
      });
    }

    if (inserts.length > 0) {
      await trx
        .insertInto('sys_permission')
        .values(inserts.map((row) => ({ id: row.id, ...row.data, create_by: 'system' })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    if (grants.length > 0) {
      await trx
        .insertInto('sys_role_permission')
        .values(grants)
        .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
        .execute();
    }
    if (stateRows.length > 0) {
      await trx
        .insertInto('sys_permission_seed')
        .values(stateRows)
        .onConflict((oc) =>
          oc.column('seed_key').doUpdateSet((eb) => ({
            permission_id: eb.ref('excluded.permission_id'),
            fingerprint: eb.ref('excluded.fingerprint'),
            grants: eb.ref('excluded.grants'),
            update_time: new Date(),
          })),
        )
        .execute();
    }
    report.removed = await removedEntries(trx, rows, states);
    return report;
  });
}
