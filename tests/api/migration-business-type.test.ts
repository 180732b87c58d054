/**
 * Migration 0160 on an install seeded before the home page read the business_type dictionary:
 * the two old seed texts become the sections' texts, and an administrator's own wording is kept.
 */
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up, down } from '../../src/server/db/migrations/0160_business_type_texts';
import type { Database } from '../../src/server/db/types';
import { seedBase } from '../../src/server/seed';
import { useBareDatabase } from './helpers/bare-database';
import { backends } from './helpers/test-app';

async function businessText(db: Kysely<Database>, value: string): Promise<string> {
  const row = await db
    .selectFrom('sys_dict_item')
    .innerJoin('sys_dict', 'sys_dict.id', 'sys_dict_item.dict_id')
    .select('sys_dict_item.item_text')
    .where('sys_dict.dict_code', '=', 'business_type')
    .where('sys_dict_item.item_value', '=', value)
    .executeTakeFirstOrThrow();
  return row.item_text;
}

async function setBusinessText(db: Kysely<Database>, value: string, text: string): Promise<void> {
  await db
    .updateTable('sys_dict_item')
    .set({ item_text: text })
    .where('item_value', '=', value)
    .where('dict_id', 'in', (qb) =>
      qb.selectFrom('sys_dict').select('id').where('dict_code', '=', 'business_type'),
    )
    .execute();
}

describe.each(backends())('migration 0160 business_type texts (%s)', (backend) => {
  const db = useBareDatabase(backend, 'm0160', async (handle) => {
    await seedBase(handle.db);
  });

  it('seeds the sections’ texts on a new database', async () => {
    expect(await businessText(db.handle.db, 'industrial_inspection')).toBe('工业产品检验');
    expect(await businessText(db.handle.db, 'it_integration')).toBe('两化融合评定');
  });

  it('renames the old seed texts and keeps an administrator’s wording', async () => {
    await setBusinessText(db.handle.db, 'industrial_inspection', '工业品检验');
    await setBusinessText(db.handle.db, 'it_integration', '两化融合（管理员命名）');
    await up(db.handle.db);
    expect(await businessText(db.handle.db, 'industrial_inspection')).toBe('工业产品检验');
    expect(await businessText(db.handle.db, 'it_integration')).toBe('两化融合（管理员命名）');
    await down(db.handle.db);
    expect(await businessText(db.handle.db, 'industrial_inspection')).toBe('工业品检验');
  });
});
