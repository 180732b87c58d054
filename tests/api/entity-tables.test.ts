/**
 * Tables follow from entity schemas: every registered entity agrees with its table in the database
 * the migrations and the start's reconcile build (on PGlite and, with DATABASE_URL, PostgreSQL). A
 * table a migration made that the entity no longer fits fails here; the second test shows the check
 * names such differences. An x-not-null property states its column as the migrations made it: NOT
 * NULL, with the property's default as the column's DEFAULT, or no DEFAULT when the server fills it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { entityTableProblems, readTables, type DbTables } from './helpers/entity-columns';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import { resolveEntity } from '../../src/shared/schema/registry';
import { isNotNullColumn } from '../../src/shared/schema/not-null';
import { sql } from 'kysely';
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

  it('finds every x-not-null column NOT NULL, with the DEFAULT its property states', async () => {
    const { rows } = await sql<{ name: string; nullable: string; fallback: string | null }>`
      select table_name || '.' || column_name as name, is_nullable as nullable, column_default as fallback
      from information_schema.columns where table_schema = current_schema()`.execute(t.app.db);
    const live = new Map(rows.map((r) => [r.name, r]));
    // The catalogue writes a literal with its cast ('1'::character varying); the value is what counts.
    const literal = (fallback: string | null) =>
      fallback?.replace(/::[a-z ]+$/, '').replace(/^'(.*)'$/, '$1');
    const declared = [...schemaRegistry(t.app).entities.values()].flatMap((entity) =>
      [...entity.fields.values()]
        .filter((field) => field.column !== null && isNotNullColumn(field.schema))
        .map((field) => ({ name: `${entity.table}.${field.column}`, fallback: field.schema.default })),
    );
    expect(declared.length).toBeGreaterThan(50);
    const problems = declared.flatMap(({ name, fallback }) => {
      const column = live.get(name);
      if (column?.nullable !== 'NO') return [`${name}: nullable`];
      const stated = fallback === undefined ? undefined : String(fallback);
      return literal(column.fallback) === stated
        ? []
        : [`${name}: DEFAULT ${column.fallback ?? 'none'}, the property states ${stated ?? 'none'}`];
    });
    expect(problems).toEqual([]);
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
