import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../src/shared/schema/types';
import { exportFormat, exportParams } from './use-export-xls';

const page = (action: Record<string, unknown>) =>
  ({
    $id: 'p',
    kind: 'list',
    title: 't',
    entity: 'e',
    api: {},
    toolbar: [{ kind: 'export', key: 'export', ...action }],
  }) as unknown as PageSchema;

describe('export request', () => {
  it('asks for .xls unless the page export action says "format": "xlsx"', () => {
    expect(exportFormat(page({}))).toBe('xls');
    expect(exportFormat(page({ format: 'xlsx' }))).toBe('xlsx');
    expect(exportFormat(page({ format: 'csv' }))).toBe('xls');
    expect(exportParams({ username: 'a*' }, [], 'xls')).toEqual({ username: 'a*' });
    expect(exportParams({}, ['1', '2'], 'xlsx')).toEqual({ selections: '1,2', format: 'xlsx' });
  });
});
