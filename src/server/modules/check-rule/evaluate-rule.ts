/**
 * Whether a value passes the check rule of a code, the one evaluation behind GET
 * /sys/checkRule/checkByCode and the write-time check of fields naming a rule (`x-check-rule`).
 * The pattern runs on the linear-time engine; a stored pattern it cannot run fails closed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { compileLinear } from '../../../shared/validation/linear-regexp';
import type { Locale } from '../../../shared/schema/types';

export type RuleVerdict =
  { found: false } | { found: true; passes: true } | { found: true; passes: false; message: string };

export async function evaluateRule(
  db: Kysely<Database>,
  ruleCode: string,
  value: string,
  locale: Locale,
): Promise<RuleVerdict> {
  const rule = await db
    .selectFrom('sys_check_rule')
    .select(['pattern', 'message', 'message_en'])
    .where('rule_code', '=', ruleCode)
    .executeTakeFirst();
  if (!rule) return { found: false };
  if (compileLinear(rule.pattern)?.test(value)) return { found: true, passes: true };
  return {
    found: true,
    passes: false,
    message: locale === 'en-US' && rule.message_en ? rule.message_en : rule.message,
  };
}
