/**
 * Tables follow from entity schemas: every registered entity agrees with its table in the database
 * the migrations and the start's reconcile build (on PGlite and, with DATABASE_URL, PostgreSQL). A
 * table a migration made that the entity no longer fits fails here; the second test shows the check
 * names such differences.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { entityTableProblems, readTables, type DbTables } from './helpers/entity-columns';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import { resolveEntity } from '../../src/shared/schema/registry';
import type { EntitySchema } from '../../src/shared/schema/types';

describe.each(backends())('entity schemas and migrated tables (%s)', (backend) => {
  const t = useTestApp(backend);
  let tables: DbTables;

  beforeAll(async () => {
    tables = await readTables(t.app.db);
  }, 120_000);

  it('finds every property of every registered entity in its table, with a matching type', () => {
    const entities = [...schemaRegistry(t.app).entities.values()];
    expect(entities.map((e) => e.id)).toContain('sys_permission');
    expect(entities.flatMap((e) => entityTableProblems(e, tables))).toEqual([]);
  });

  it('names a missing column, a changed type and a longer text than the column holds', () => {
    const declared = schemaRegistry(t.app).entities.get('sys_permission')!.schema;
    const {
      id: _id,
      createBy: _cb,
      createTime: _ct,
      updateBy: _ub,
      updateTime: _ut,
      ...own
    } = declared.properties;
    const changed: EntitySchema = {
      ...declared,
      properties: {
        ...own,
        sortNo: { type: 'string', title: { 'zh-CN': '排序', 'en-US': 'Sort order' }, maxLength: 10 },
        name: { ...own.name!, maxLength: 300 },
        badge: { type: 'string', title: { 'zh-CN': '角标', 'en-US': 'Badge' }, maxLength: 20 },
      },
    };
    expect(entityTableProblems(resolveEntity(changed), tables)).toEqual([
      'sys_permission.name (sys_permission.name): maxLength 300 > column length 100',
      'sys_permission.sortNo (sys_permission.sort_no): string stored as integer',
      'sys_permission.badge (sys_permission.badge): column is missing',
    ]);
    expect(
      entityTableProblems(resolveEntity({ ...changed, 'x-table': 'sys_permission_gone' }), tables)[0],
    ).toBe('sys_permission: table sys_permission_gone is missing');
  });
});
