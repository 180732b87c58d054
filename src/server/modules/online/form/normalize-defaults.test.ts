/**
 * The designer's per-type defaults have one source: the dbType column's valueSets in
 * schemas/entities/onl_cgform_head.json, which the designer's editable table applies, and which the
 * server's reading of a definition uses for an omitted length or decimals.
 */
import { describe, expect, it } from 'vitest';
import cgformHead from '../../../../../schemas/entities/onl_cgform_head.json';
import { dbTypeDefaults } from '../../../../shared/online/db-type-defaults';
import { readField } from './normalize';

const columns = (
  cgformHead.properties.fields['x-widget-options'] as {
    columns: Array<{ key: string; valueSets?: Record<string, unknown> }>;
  }
).columns;
const valueSets = columns.find((c) => c.key === 'dbType')!.valueSets as Record<
  string,
  { dbLength: number; dbPointLength: number }
>;

describe('db type defaults', () => {
  it('reads every type of the designer’s valueSets as the server’s default', () => {
    expect(Object.keys(valueSets).sort()).toEqual([
      'date',
      'datetime',
      'decimal',
      'double',
      'int',
      'string',
      'text',
    ]);
    for (const [type, values] of Object.entries(valueSets)) {
      expect(dbTypeDefaults(type), type).toEqual(values);
      const field = readField({ dbFieldName: 'f', dbFieldTxt: 'f', dbType: type }, 0);
      expect([field.dbLength, field.dbPointLength], type).toEqual([values.dbLength, values.dbPointLength]);
    }
  });

  it('keeps today’s values, JeecgBoot’s spellings and what a client sends', () => {
    const read = (raw: Record<string, unknown>) => {
      const f = readField({ dbFieldName: 'f', dbFieldTxt: 'f', ...raw }, 0);
      return [f.dbType, f.dbLength, f.dbPointLength];
    };
    expect(read({})).toEqual(['string', 32, 0]);
    expect(read({ dbType: 'int' })).toEqual(['int', 10, 0]);
    expect(read({ dbType: 'Double' })).toEqual(['double', 10, 2]);
    expect(read({ dbType: 'BigDecimal' })).toEqual(['decimal', 10, 2]);
    expect(read({ dbType: 'Date' })).toEqual(['date', 0, 0]);
    expect(read({ dbType: 'blob' })).toEqual(['blob', 0, 0]);
    expect(read({ dbType: 'double', dbLength: '12', dbPointLength: 4 })).toEqual(['double', 12, 4]);
  });
});
