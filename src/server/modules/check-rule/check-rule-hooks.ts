/**
 * What the sys_check_rule schema cannot say: its pattern runs on the linear-time engine used for
 * every pattern that comes from data (linear-regexp.ts), so a rule an admin writes can never hold a
 * request with catastrophic backtracking. A pattern that engine cannot run is refused when saved.
 */
import { HttpError } from '../../http/errors';
import { hookText, type EntityHooks, type HookContext } from '../crud/hooks';
import { compileLinear } from '../../../shared/validation/linear-regexp';
import { CHECK_RULE_MSG } from './check-rule-messages';

export const CHECK_RULE_ENTITY = 'sys_check_rule';

function checkPattern(ctx: HookContext, columns: Record<string, unknown>): void {
  const pattern = columns.pattern;
  // An edit that leaves the pattern out keeps the stored one, which was checked when it was saved.
  if (typeof pattern !== 'string') return;
  if (compileLinear(pattern) === null) {
    throw new HttpError(422, hookText(ctx, CHECK_RULE_MSG.validation), [
      { field: 'pattern', message: hookText(ctx, CHECK_RULE_MSG.badPattern) },
    ]);
  }
}

export const checkRuleHooks: EntityHooks = {
  beforeInsert: (ctx, columns) => checkPattern(ctx, columns),
  beforeUpdate: (ctx, columns) => checkPattern(ctx, columns),
};
