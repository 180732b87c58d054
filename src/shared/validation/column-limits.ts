/**
 * What a value must satisfy to be stored in (or compared with) its column at all, whatever the
 * schema's own limits say: PostgreSQL refuses a NUL in any text, integers past int4 and numbers
 * past numeric(18, 6) (the column types of src/server/modules/crud/ddl/ddl.ts and the foundation
 * tables). Checked by the list grammar and the write validation, so such input is a 4xx naming
 * the field instead of a database error.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** numeric(18, 6) keeps 12 digits before the point. */
export const NUMERIC_ABS_LIMIT = 1e12;

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

export function fitsColumn(type: string | undefined, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (type === 'integer') return Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;
  return Math.abs(value) < NUMERIC_ABS_LIMIT;
}

export const COLUMN_LIMIT_MESSAGES = {
  nul: { 'zh-CN': '包含不允许的字符', 'en-US': 'Contains a character that is not allowed' },
  range: { 'zh-CN': '数值超出允许范围', 'en-US': 'The number is out of the allowed range' },
} as const;
