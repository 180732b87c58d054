/**
 * Brings sys_fill_rule in line with schemas/fill-rules on every start. Unlike a dictionary item, a
 * rule here is one the code draws from (project, certificate and application numbers): a missing
 * rule is added back even if an administrator once removed it, since without it no project could be
 * accepted, no certificate issued and no application saved. A rule that exists is kept as the
 * administrator left it (name, pattern, reset): the reconcile never updates or deletes. The admin
 * page refuses to delete these rules and their codes are set once, so a missing one was removed around it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SeedFillRule } from './fill-rules';
import { seedId } from './seed-id';

export function fillRuleId(code: string): string {
  return seedId(`fill-rule:${code}`);
}

/** Adds the rules whose code has no row; answers the codes added. */
export async function reconcileFillRules(
  db: Kysely<Database>,
  rules: readonly SeedFillRule[],
): Promise<string[]> {
  if (rules.length === 0) return [];
  // One statement: two instances starting together add each rule once (the code is unique).
  const added = await db
    .insertInto('sys_fill_rule')
    .values(
      rules.map((r) => ({
        id: fillRuleId(r.code),
        rule_code: r.code,
        rule_name: r.name,
        pattern: r.pattern,
        reset: r.reset,
        create_by: 'system',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('rule_code')
    .execute();
  return added.map((r) => r.rule_code).sort();
}
