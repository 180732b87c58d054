/**
 * Draws a rule's next value: one `insert … on conflict do update … returning` on the counter of the
 * rule and the current period. Inside a transaction the row lock holds until commit, so concurrent
 * draws never share a value; a draw in a transaction that rolls back gives its number back.
 */
import { sql } from 'kysely';
import type { TypedDb } from '../crud/loose-db';
import { fieldNames, formatPattern } from '../../../shared/fill-rule/format-pattern';
import { counterKey, periodKey } from '../../../shared/fill-rule/period-key';
import { asReset, storedTokens } from './check-rule';

export interface Caller {
  username: string;
  orgCode: string | null;
}

export interface StoredRule {
  rule_code: string;
  pattern: string;
  reset: string;
}

export async function findRule(db: TypedDb, code: string): Promise<StoredRule | undefined> {
  return db
    .selectFrom('sys_fill_rule')
    .select(['rule_code', 'pattern', 'reset'])
    .where('rule_code', '=', code)
    .executeTakeFirst();
}

/**
 * The next value of rule `code`, or undefined when there is no such rule (or its stored pattern is not
 * one). `fields` are the values of the pattern's `{field:…}` tokens; each combination has its own counter.
 */
export async function drawRuleValue(
  db: TypedDb,
  code: string,
  caller: Caller,
  now: Date = new Date(),
  fields: Readonly<Record<string, string>> = {},
): Promise<string | undefined> {
  const rule = await findRule(db, code);
  const tokens = rule ? storedTokens(rule.pattern) : null;
  if (!rule || !tokens) return undefined;
  const period = counterKey(
    periodKey(asReset(rule.reset), now),
    fieldNames(tokens).map((name) => (Object.hasOwn(fields, name) ? fields[name]! : '')),
  );
  const result = await sql<{ last_value: string | number }>`
    insert into sys_fill_rule_seq (rule_code, period, last_value) values (${rule.rule_code}, ${period}, 1)
    on conflict (rule_code, period) do update set last_value = sys_fill_rule_seq.last_value + 1
    returning last_value`.execute(db);
  const seq = BigInt(result.rows[0]!.last_value);
  return formatPattern(tokens, { seq, now, orgCode: caller.orgCode, username: caller.username, fields });
}

/**
 * What the next draw would give, without drawing: caller and field placeholders stay as written (the
 * list has no caller and no field values), counted on the counter of no field values.
 */
export async function previewRuleValues(
  db: TypedDb,
  rules: StoredRule[],
  now: Date = new Date(),
): Promise<Map<string, string>> {
  const previews = new Map<string, string>();
  if (rules.length === 0) return previews;
  const counters = await db
    .selectFrom('sys_fill_rule_seq')
    .select(['rule_code', 'period', 'last_value'])
    .where(
      'rule_code',
      'in',
      rules.map((r) => r.rule_code),
    )
    .execute();
  for (const rule of rules) {
    const tokens = storedTokens(rule.pattern);
    if (!tokens) continue;
    const names = fieldNames(tokens);
    const period = counterKey(
      periodKey(asReset(rule.reset), now),
      names.map(() => ''),
    );
    const last = counters.find((c) => c.rule_code === rule.rule_code && c.period === period);
    const seq = (last ? BigInt(last.last_value) : 0n) + 1n;
    previews.set(
      rule.rule_code,
      formatPattern(tokens, {
        seq,
        now,
        orgCode: '{orgCode}',
        username: '{username}',
        fields: Object.fromEntries(names.map((name) => [name, `{field:${name}}`])),
      }),
    );
  }
  return previews;
}
