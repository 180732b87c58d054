/** Message pairs of an import's outcome with refused rows (route.ts, mode.ts). */

/** The row numbers named in a message: the first ten listed, then "…" when there are more. */
function rowList(rows: readonly number[], total: number, separator: string, more: string): string {
  return `${rows.slice(0, 10).join(separator)}${total > 10 ? more : ''}`;
}

export const IMPORT_MSG = {
  /** Code 201 with some rows written (JeecgBoot: 文件导入成功，但有错误。). */
  partlyImported: {
    'zh-CN': '文件导入成功，但有错误数据！请下载错误文件查看。',
    'en-US':
      'File imported, but some rows have errors and were not imported. Download the error file for details.',
  },
  /** result.msg of a partial import: the counts and the refused rows. */
  partialCounts: (uploaded: number, written: number, refused: number, rows: readonly number[]) => ({
    'zh-CN': `总上传行数：${uploaded}，已导入行数：${written}，错误行数：${refused}（第${rowList(rows, refused, '、', '等')}行）`,
    'en-US': `Rows uploaded: ${uploaded}, imported: ${written}, with errors: ${refused} (row ${rowList(rows, refused, ', ', ', …')})`,
  }),
  /** result.msg when nothing was written (all-or-nothing, or every row refused). */
  nothingImported: (refused: number, rows: readonly number[]) => ({
    'zh-CN': `共${refused}行数据有误（第${rowList(rows, refused, '、', '等')}行），未导入任何数据`,
    'en-US': `${refused} row(s) have errors (row ${rowList(rows, refused, ', ', ', …')}); nothing was imported`,
  }),
  badMode: {
    'zh-CN': '导入方式只能是 partial（导入正确的行）或 all（全部正确才导入）',
    'en-US': 'The import mode must be partial (import the good rows) or all (all rows or none)',
  },
} as const;
