/**
 * The home page reads its thirteen section titles from the business_type dictionary. The
 * foundation seed of earlier installs wrote two of them differently from the sections (工业品检验,
 * 两化融合评估); this brings those two to the sections' texts, only where the row still holds the old
 * seed text, so an administrator's own wording is kept. The texts are written out here, not read
 * from the seed module, so the migration does the same thing whatever the seed becomes later.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

const RENAMED = [
  { value: 'industrial_inspection', old: '工业品检验', now: '工业产品检验' },
  { value: 'it_integration', old: '两化融合评估', now: '两化融合评定' },
];

async function rename(db: AnyDb, from: 'old' | 'now', to: 'old' | 'now'): Promise<void> {
  for (const item of RENAMED) {
    await db
      .updateTable('sys_dict_item')
      .set({ item_text: item[to] })
      .where('item_value', '=', item.value)
      .where('item_text', '=', item[from])
      .where('dict_id', 'in', db.selectFrom('sys_dict').select('id').where('dict_code', '=', 'business_type'))
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await rename(db, 'old', 'now');
}

export async function down(db: AnyDb): Promise<void> {
  await rename(db, 'now', 'old');
}
