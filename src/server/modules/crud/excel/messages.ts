/** Message pairs of the Excel export/import that are not JeecgBoot's (those live in messages.ts). */
import { CATALOGUE } from '../../../../shared/messages/catalogue';

export const EXCEL_MSG = {
  exportFormat: { 'zh-CN': '导出格式只能是 xls 或 xlsx', 'en-US': 'The export format must be xls or xlsx' },
  xlsTooManyRows: (limit: number) => ({
    'zh-CN': `导出数据超过${limit}行，超出 .xls 格式的上限，请改用 .xlsx 格式导出`,
    'en-US': `More than ${limit} rows: too many for an .xls file, please export as .xlsx`,
  }),
  importErrorsLabel: { 'zh-CN': '导入错误', 'en-US': 'import-errors' },
  importPasswordsLabel: CATALOGUE.oneTimePasswords,
  oneTimeSecrets: (count: number) => ({
    'zh-CN': `已为${count}个账号生成一次性密码，请立即记录并告知用户（仅显示一次）`,
    'en-US': `One-time passwords were generated for ${count} account(s): note them now and pass them on (shown only once)`,
  }),
  importTooManyRows: (limit: number) => ({
    'zh-CN': `文件超过${limit}行，一次最多导入${limit}行，请拆分后再导入`,
    'en-US': `The file has more than ${limit} rows: at most ${limit} rows per import, please split it`,
  }),
  importTooManyCells: (limit: number, rows: number, columns: number) => ({
    'zh-CN': `文件超过${limit}个单元格（最多${rows}行×${columns}列），未导入任何数据，请删除多余的列或拆分后再导入`,
    'en-US': `The file has more than ${limit} cells (at most ${rows} rows × ${columns} columns); nothing was imported: remove extra columns or split it`,
  }),
  importCellTooLong: (row: number, limit: number) => ({
    'zh-CN': `第${row}行有单元格超过${limit}个字符，未导入任何数据`,
    'en-US': `Row ${row} has a cell longer than ${limit} characters; nothing was imported`,
  }),
  importSharedStrings: (mb: number) => ({
    'zh-CN': `文件中的文本内容超过${mb}MB，未导入任何数据`,
    'en-US': `The file's text exceeds ${mb} MB; nothing was imported`,
  }),
  importTooLarge: {
    'zh-CN': '文件内容过大，无法读取，未导入任何数据',
    'en-US': 'The file is too large to read; nothing was imported',
  },
  importUnreadable: {
    'zh-CN': '文件已损坏或不是有效的Excel文件，未导入任何数据',
    'en-US': 'The file is damaged or not a valid Excel file; nothing was imported',
  },
  formulaCell: {
    'zh-CN': '公式单元格没有计算结果，请粘贴为数值后再导入',
    'en-US': 'A formula cell has no computed value: paste it as values and import again',
  },
  errorsTruncated: (listed: number, total: number) => ({
    'zh-CN': `共${total}行有误，仅列出前${listed}行`,
    'en-US': `${total} rows have errors; only the first ${listed} are listed`,
  }),
  rowHeader: { 'zh-CN': '行号', 'en-US': 'Row' },
  errorsHeader: { 'zh-CN': '错误信息', 'en-US': 'Errors' },
} as const;
