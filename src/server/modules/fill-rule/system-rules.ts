/**
 * The numbering rules the code draws from (their rows come from schemas/fill-rules, reconciled on
 * every start by seed/fill-rule-reconcile.ts). Drawn inside the creating transaction, so a creation
 * that rolls back gives its number back and two concurrent draws never share one.
 */
import type { TypedDb } from '../crud/loose-db';
import { systemFillRules } from '../../seed/fill-rules';
import { drawRuleValue, type Caller } from './draw';

export const SYSTEM_RULE = {
  apply: 'isps_apply_no',
  project: 'isps_project_no',
  certificate: 'isps_certificate_no',
} as const;

export type SystemRuleCode = (typeof SYSTEM_RULE)[keyof typeof SYSTEM_RULE];

/** The caller a system number is drawn for: the shipped patterns show no caller token. */
const SYSTEM_CALLER: Caller = { username: 'system', orgCode: null };

/** Whether a rule code is one of the rules schemas/fill-rules ships (the code may draw from it). */
export function isSystemRuleCode(code: string): boolean {
  return systemFillRules().some((r) => r.code === code);
}

export async function drawSystemNumber(
  db: TypedDb,
  code: SystemRuleCode,
  now: Date = new Date(),
  fields: Readonly<Record<string, string>> = {},
): Promise<string> {
  const value = await drawRuleValue(db, code, SYSTEM_CALLER, now, fields);
  // Only a row removed around the admin page gets here; the next start adds it back.
  if (value === undefined) throw new Error(`numbering rule "${code}" is missing from sys_fill_rule`);
  return value;
}
