/**
 * Which type changes the sync may run without a confirmation: only those no value can fail or be
 * cut by (widening); every other change is a narrowing, confirmed and backed up first.
 */
import { describe, expect, it } from 'vitest';
import { compareTypes, declaredType, liveType, type ColumnType } from './pg-types';

const varchar = (length: number): ColumnType => ({ base: 'varchar', length });
const numeric = (precision: number, scale: number): ColumnType => ({ base: 'numeric', precision, scale });

describe('type changes of the database sync', () => {
  it('reads the DDL type text and the catalogue row into one shape', () => {
    expect(declaredType('varchar(60)')).toEqual(varchar(60));
    expect(declaredType('numeric(18, 6)')).toEqual(numeric(18, 6));
    expect(declaredType('integer')).toEqual({ base: 'int4' });
    expect(declaredType('timestamptz')).toEqual({ base: 'timestamptz' });
    expect(
      liveType({
        data_type: 'character varying',
        character_maximum_length: '60',
        numeric_precision: null,
        numeric_scale: null,
      }),
    ).toEqual(varchar(60));
    expect(
      liveType({
        data_type: 'numeric',
        character_maximum_length: null,
        numeric_precision: 18,
        numeric_scale: 6,
      }),
    ).toEqual(numeric(18, 6));
    expect(
      liveType({
        data_type: 'timestamp with time zone',
        character_maximum_length: null,
        numeric_precision: null,
        numeric_scale: null,
      }),
    ).toEqual({ base: 'timestamptz' });
  });

  it('widens only where every value fits', () => {
    expect(compareTypes(varchar(20), varchar(20))).toBe('same');
    expect(compareTypes(varchar(20), varchar(21))).toBe('widen');
    expect(compareTypes(varchar(20), { base: 'text' })).toBe('widen');
    expect(compareTypes({ base: 'int4' }, { base: 'int8' })).toBe('widen');
    expect(compareTypes({ base: 'int4' }, numeric(18, 6))).toBe('widen');
    expect(compareTypes({ base: 'int8' }, numeric(18, 6))).toBe('narrow');
    expect(compareTypes(numeric(10, 2), numeric(18, 6))).toBe('widen');
    expect(compareTypes({ base: 'date' }, { base: 'text' })).toBe('widen');
  });

  it('calls everything else a narrowing', () => {
    expect(compareTypes(varchar(20), varchar(19))).toBe('narrow');
    expect(compareTypes({ base: 'text' }, varchar(4000))).toBe('narrow');
    expect(compareTypes({ base: 'int8' }, { base: 'int4' })).toBe('narrow');
    expect(compareTypes(numeric(18, 6), { base: 'int4' })).toBe('narrow');
    expect(compareTypes(numeric(18, 6), numeric(18, 2))).toBe('narrow');
    expect(compareTypes(numeric(18, 6), numeric(20, 10))).toBe('narrow');
    expect(compareTypes({ base: 'text' }, { base: 'int4' })).toBe('narrow');
    expect(compareTypes({ base: 'int4' }, varchar(20))).toBe('narrow');
    expect(compareTypes({ base: 'date' }, { base: 'timestamptz' })).toBe('narrow');
  });
});
