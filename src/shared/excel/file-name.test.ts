import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileTimestamp, spreadsheetFileName } from './file-name';

describe('spreadsheet file names', () => {
  const at = new Date(2026, 10, 23, 15, 30, 0);
  it('names the list, an optional label and the local time', () => {
    expect(fileTimestamp(at)).toBe('20261123153000');
    expect(spreadsheetFileName('用户', 'xls', at)).toBe('用户_20261123153000.xls');
    expect(spreadsheetFileName('用户', 'xlsx', at, '导入错误')).toBe('用户_导入错误_20261123153000.xlsx');
    expect(spreadsheetFileName('a/b:c', 'xls', at)).toBe('a_b_c_20261123153000.xls');
  });
  it('sends an ASCII fallback and an RFC 5987 UTF-8 name', () => {
    expect(attachmentDisposition("用户 (1)'s.xls")).toBe(
      `attachment; filename="__ (1)'s.xls"; filename*=UTF-8''%E7%94%A8%E6%88%B7%20%281%29%27s.xls`,
    );
  });
});
