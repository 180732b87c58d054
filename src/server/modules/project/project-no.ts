/**
 * Project numbers (P2026110001: P + yyyyMM + a four-digit sequence per month) are the numbering rule
 * isps_project_no (schemas/fill-rules), drawn inside the creating transaction, so two concurrent
 * acceptances never share a number.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { drawSystemNumber, SYSTEM_RULE } from '../fill-rule/system-rules';

export function nextProjectNo(trx: Transaction<Database>, now: Date = new Date()): Promise<string> {
  return drawSystemNumber(trx, SYSTEM_RULE.project, now);
}
