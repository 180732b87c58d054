/**
 * What the sys_fill_rule schema cannot say: the pattern parses and fits the reset period (checked on
 * add and edit against the stored row for what an edit leaves out), a rule an online form's default
 * names is not deleted, nor one the server draws project, certificate or application numbers from
 * (schemas/fill-rules), a deleted rule's counters go with it, and a rule read by id shows its next value (a preview).
 */
import { HttpError } from '../../http/errors';
import { hookText, type EntityHooks, type HookContext } from '../crud/hooks';
import { typed, type LooseDb } from '../crud/loose-db';
import { asReset, rulePatternProblem } from './check-rule';
import { previewRuleValues, type StoredRule } from './draw';
import { FILL_RULE_MSG } from './fill-rule-messages';
import { isSystemRuleCode } from './system-rules';

export const FILL_RULE_ENTITY = 'sys_fill_rule';

async function checkPattern(
  ctx: HookContext,
  columns: Record<string, unknown>,
  id: string | null,
): Promise<void> {
  let pattern = columns.pattern;
  let reset = columns.reset;
  if (id !== null && (pattern === undefined || reset === undefined)) {
    const stored = (await ctx.db
      .selectFrom('sys_fill_rule')
      .select(['pattern', 'reset'])
      .where('id', '=', id)
      .executeTakeFirst()) as { pattern: string; reset: string } | undefined;
    pattern ??= stored?.pattern;
    reset ??= stored?.reset;
  }
  if (typeof pattern !== 'string') return;
  const problem = rulePatternProblem(pattern, asReset(reset));
  if (problem)
    throw new HttpError(422, hookText(ctx, FILL_RULE_MSG.validation), [
      { field: 'pattern', message: hookText(ctx, problem) },
    ]);
}

async function refuseUsedRules(ctx: HookContext, ids: string[]): Promise<void> {
  const rules = (await ctx.db
    .selectFrom('sys_fill_rule')
    .select('rule_code')
    .where('id', 'in', ids)
    .execute()) as Array<{ rule_code: string }>;
  if (rules.length === 0) return;
  const system = rules.find((r) => isSystemRuleCode(r.rule_code));
  if (system) throw new HttpError(409, hookText(ctx, FILL_RULE_MSG.systemRule(system.rule_code)));
  const defaults = rules.map((r) => `\${${r.rule_code}}`);
  const forms = (await ctx.db
    .selectFrom('onl_cgform_field as f')
    .innerJoin('onl_cgform_head as h', 'h.id', 'f.cgform_head_id')
    .select('h.table_name')
    .distinct()
    .where('f.db_default_val', 'in', defaults)
    .orderBy('h.table_name')
    .execute()) as Array<{ table_name: string }>;
  if (forms.length > 0)
    throw new HttpError(409, hookText(ctx, FILL_RULE_MSG.inUse(forms.map((f) => f.table_name).join('、'))));
  await ctx.db
    .deleteFrom('sys_fill_rule_seq')
    .where(
      'rule_code',
      'in',
      rules.map((r) => r.rule_code),
    )
    .execute();
}

async function addPreviews(db: LooseDb, rows: Array<Record<string, unknown>>): Promise<void> {
  const rules: StoredRule[] = rows
    .filter((r) => typeof r.ruleCode === 'string' && typeof r.pattern === 'string')
    .map((r) => ({
      rule_code: String(r.ruleCode),
      pattern: String(r.pattern),
      reset: String(r.reset ?? 'none'),
    }));
  const previews = await previewRuleValues(typed(db), rules);
  for (const row of rows) {
    const preview = typeof row.ruleCode === 'string' ? previews.get(row.ruleCode) : undefined;
    if (preview !== undefined) row.nextValue = preview;
  }
}

export const fillRuleHooks: EntityHooks = {
  beforeInsert: (ctx, columns) => checkPattern(ctx, columns, null),
  beforeUpdate: (ctx, columns, _input, id) => checkPattern(ctx, columns, id),
  beforeDelete: (ctx, ids) => refuseUsedRules(ctx, ids),
  decorateRows: (ctx, rows) => addPreviews(ctx.db, rows),
};
