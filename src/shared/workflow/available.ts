/**
 * Which transitions of a record a user may fire: its state is in `from`, the user holds the
 * permission and the guard is true. The one rule for the renderer's buttons and the server.
 */
import { logicTruthy } from '../linkage/safe-logic';
import type { WorkflowDefinition, WorkflowTransition, WorkflowUser } from './types';

export interface TransitionContext {
  record: Record<string, unknown>;
  user: WorkflowUser;
  input?: Record<string, unknown>;
}

/** The record's state, as the state field holds it ('' when empty). */
export function stateOf(def: WorkflowDefinition, record: Record<string, unknown>): string {
  const value = record[def.stateField];
  return value === undefined || value === null ? '' : String(value);
}

/** Whether the CRUD edit may change the record in its state (`editableIn`; absent: always). */
export function editableInState(def: WorkflowDefinition, record: Record<string, unknown>): boolean {
  return def.editableIn === undefined || def.editableIn.includes(stateOf(def, record));
}

export function inFromState(transition: WorkflowTransition, state: string): boolean {
  return transition.from.includes(state);
}

/** The guard over `{ record, user, input }`; a rule that fails to evaluate counts as false. */
export function guardHolds(transition: WorkflowTransition, ctx: TransitionContext): boolean {
  if (!transition.guard) return true;
  try {
    return logicTruthy(transition.guard, {
      record: ctx.record,
      user: { userType: ctx.user.userType, companyId: ctx.user.companyId, divisionId: ctx.user.divisionId },
      input: ctx.input ?? {},
    });
  } catch {
    return false;
  }
}

/**
 * Transitions the user may fire on the record now. `hasPermission` is the caller's permission
 * check (admins hold every code). The renderer has no input yet: guards see an empty input.
 */
export function availableTransitions(
  def: WorkflowDefinition,
  record: Record<string, unknown>,
  user: WorkflowUser & { hasPermission(code: string): boolean },
): WorkflowTransition[] {
  const state = stateOf(def, record);
  return def.transitions.filter(
    (t) => inFromState(t, state) && user.hasPermission(t.permission) && guardHolds(t, { record, user }),
  );
}
