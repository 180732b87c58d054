import { describe, expect, it } from 'vitest';
import { importOutcome, isExcelFile } from './import-result';

const envelope = (over: Partial<{ success: boolean; code: number; message: string; result: unknown }>) => ({
  success: true,
  code: 200,
  message: '',
  result: null,
  timestamp: 0,
  ...over,
});

describe('importOutcome', () => {
  it('reads success, row errors (201 with the error file and the rows) and failure', () => {
    expect(importOutcome(envelope({ message: '文件导入成功！数据行数：3' }))).toEqual({
      kind: 'success',
      message: '文件导入成功！数据行数：3',
    });
    expect(
      importOutcome(
        envelope({ code: 201, message: '导入失败', result: { fileUrl: 'temp/err.xlsx', msg: '共2行数据有误（第2、5行）' } }),
      ),
    ).toEqual({
      kind: 'rowErrors',
      message: '导入失败',
      detail: '共2行数据有误（第2、5行）',
      fileUrl: 'temp/err.xlsx',
    });
    expect(
      importOutcome(envelope({ success: false, code: 422, message: '第2行：用户名不能为空' })).kind,
    ).toBe('failure');
  });
});

describe('isExcelFile', () => {
  it('accepts .xls and .xlsx only', () => {
    expect(isExcelFile('a.XLSX')).toBe(true);
    expect(isExcelFile('a.xls')).toBe(true);
    expect(isExcelFile('a.csv')).toBe(false);
    expect(isExcelFile('a.xlsx.exe')).toBe(false);
  });
});
