/**
 * The ONE place where database refusals become client answers: a constraint or data error that
 * input validation did not catch is the client's fault (409 conflict, 422 bad value), never a 500.
 * The answer names no table, column or constraint. SQLSTATE codes as PostgreSQL (and PGlite)
 * report them in `error.code`.
 */
import { CATALOGUE } from '../../shared/messages/catalogue';
import type { MessagePair } from './i18n';

export interface DbRefusal {
  status: 409 | 422;
  message: MessagePair;
}

export const DB_MSG = {
  // JeecgBoot's duplicate-check wording (SPEC §5) for a unique value taken.
  duplicate: CATALOGUE.duplicate,
  inUse: {
    'zh-CN': '该数据正在被使用，不能删除！',
    'en-US': 'This record is still in use and cannot be deleted!',
  },
  missingReference: { 'zh-CN': '关联的数据不存在！', 'en-US': 'A referenced record does not exist!' },
  badValue: {
    'zh-CN': '数据格式或取值范围不正确！',
    'en-US': 'A value has the wrong format or is out of range!',
  },
  required: { 'zh-CN': '必填数据缺失！', 'en-US': 'A required value is missing!' },
} satisfies Record<string, MessagePair>;

const DATA_ERRORS = new Set([
  '22001', // string too long for its column
  '22003', // numeric value out of range
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22021', // character not in repertoire (NUL)
  '22P02', // invalid text representation
  '22P05', // untranslatable character
  '54000', // program limit exceeded (e.g. an index row too big)
]);

function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  // SQLSTATEs are five digits/capitals; Fastify's and Node's own codes (FST_…, ERR_…) are not.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** How to answer a database error, or null when it is not the client's fault (a real 500). */
export function dbRefusal(error: unknown): DbRefusal | null {
  const code = sqlState(error);
  if (code === null) return null;
  if (code === '23505') return { status: 409, message: DB_MSG.duplicate };
  if (code === '23503') {
    // "update or delete on table … violates foreign key constraint": rows still point here.
    const text = String((error as { message?: unknown }).message ?? '');
    return /^update or delete on table/i.test(text)
      ? { status: 409, message: DB_MSG.inUse }
      : { status: 422, message: DB_MSG.missingReference };
  }
  if (code === '23502') return { status: 422, message: DB_MSG.required };
  if (DATA_ERRORS.has(code)) return { status: 422, message: DB_MSG.badValue };
  return null;
}
