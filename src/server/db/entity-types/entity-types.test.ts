/**
 * The committed entity-tables.generated.ts is what the schemas give now: an entity changed without
 * regenerating fails here, naming the entity.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../shared/schema/load-fs';
import { resolveEntity } from '../../../shared/schema/registry';
import { entityTablesDrift } from './drift';
import { ENTITY_TABLES_FILE, entityTablesSource } from './generate';
import { renderEntityTables, renderTable } from './render';

describe('generated entity table types', () => {
  it('match the schemas', async () => {
    const committed = readFileSync(ENTITY_TABLES_FILE, 'utf8');
    expect(entityTablesDrift(committed, await entityTablesSource())).toEqual([]);
  });

  it('name the entity whose columns changed, and one that is gone', () => {
    const registry = loadRegistry();
    const before = renderEntityTables(registry);
    const role = registry.entities.get('sys_role')!;
    const changed = resolveEntity({
      ...role.schema,
      properties: { ...role.schema.properties, badge: { type: 'string', title: 'badge', maxLength: 20 } },
    });
    const after = before.replace(renderTable(role).text, renderTable(changed).text);
    expect(entityTablesDrift(before, after)).toEqual([
      'entity sys_role (table sys_role): columns differ; run node --import tsx scripts/entity-types.ts',
    ]);
    expect(entityTablesDrift(before, after.replace(renderTable(changed).text, ''))).toEqual([
      'entity sys_role (table sys_role): no longer in the schemas; run node --import tsx scripts/entity-types.ts',
    ]);
  });

  it('types columns the way the DDL stores them', () => {
    const text = renderTable(loadRegistry().entities.get('sys_user')!).text;
    // Required text, an enum as its literals, a date as text, the soft-delete flag defaulted.
    expect(text).toContain('  username: string;');
    expect(text).toContain('  sex: "1" | "2" | null;');
    expect(text).toContain('  birthday: DateText;');
    expect(text).toContain('  del_flag: Generated<string>;');
    // x-not-null: the server fills it (required on insert), or its default does (Generated).
    expect(text).toContain('  user_type: string;');
    expect(text).toContain('  status: Generated<string>;');
    const certificate = renderTable(loadRegistry().entities.get('isps_certificate')!).text;
    expect(certificate).toContain('  certificate_no: string;');
    expect(certificate).toContain('  decision_date: RequiredDateText;');
    expect(certificate).toContain('  revision: Generated<number>;');
  });
});
