import { describe, expect, it } from 'vitest';
import { importOutcome, importUrlFor, isExcelFile, oneTimePasswordsCsv } from './import-result';

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
        envelope({
          code: 201,
          message: '导入失败',
          result: { fileUrl: 'temp/err.xlsx', msg: '共2行数据有误（第2、5行）' },
        }),
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

describe('importOutcome: names and one-time passwords', () => {
  it('keeps the error file name and the generated passwords of a success', () => {
    expect(
      importOutcome(
        envelope({
          code: 201,
          message: '导入失败',
          result: { fileUrl: 'x/1.xlsx', fileName: '用户_导入错误_20261123153000.xlsx' },
        }),
      ),
    ).toMatchObject({ kind: 'rowErrors', fileName: '用户_导入错误_20261123153000.xlsx' });
    const items = [{ row: 2, account: 'u1', field: '登录密码', password: 'Ab3#xyzwvuts' }];
    expect(
      importOutcome(
        envelope({
          message: '文件导入成功！数据行数：1',
          result: { count: 1, oneTimePasswords: items, msg: '已为1个账号生成一次性密码' },
        }),
      ),
    ).toEqual({
      kind: 'success',
      message: '文件导入成功！数据行数：1',
      secrets: { note: '已为1个账号生成一次性密码', items },
    });
    expect(oneTimePasswordsCsv(items, '账号')).toBe('\uFEFF"账号","登录密码"\r\n"u1","Ab3#xyzwvuts"\r\n');
  });
});

describe('importOutcome: a partial import (SPEC §7/§8 code 201)', () => {
  it('reads the counts and the one-time passwords of the rows written', () => {
    const items = [{ row: 3, account: 'u3', field: '登录密码', password: 'Ab3#xyzwvuts' }];
    expect(
      importOutcome(
        envelope({
          code: 201,
          message: '文件导入成功，但有错误数据！请下载错误文件查看。',
          result: {
            fileUrl: 'x/e.xlsx',
            msg: '总上传行数：3，已导入行数：2，错误行数：1（第2行）',
            written: 2,
            refused: 1,
            oneTimePasswords: items,
            oneTimePasswordsNote: '已为1个账号生成一次性密码',
          },
        }),
      ),
    ).toMatchObject({
      kind: 'rowErrors',
      counts: { written: 2, refused: 1 },
      secrets: { note: '已为1个账号生成一次性密码', items },
    });
    // An answer without counts (or with nonsense in them) shows none.
    expect(
      importOutcome(envelope({ code: 201, message: 'x', result: { written: -1, refused: 'a' } })),
    ).not.toHaveProperty('counts');
  });

  it('asks for all-or-nothing with a mode parameter, the default with none', () => {
    expect(importUrlFor('/demo/item/importExcel', 'partial')).toBe('/demo/item/importExcel');
    expect(importUrlFor('/demo/item/importExcel', 'all')).toBe('/demo/item/importExcel?mode=all');
    expect(importUrlFor('/x/importExcel?a=1', 'all')).toBe('/x/importExcel?a=1&mode=all');
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
