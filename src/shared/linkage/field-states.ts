/**
 * Turns the schema's linkage rules `{ when, show, hide, require, disable }` into per-field state
 * for the current form data. A field named in some rule's `show` is hidden unless one such rule
 * holds; `hide`, `require` and `disable` apply while their rule holds. A refused rule (unsafe
 * operator or path) applies nothing.
 */
import type { LinkageRule } from '../schema/types';
import { logicTruthy } from './safe-logic';

export interface FieldState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
}

export type FieldStates = Record<string, FieldState>;

function holds(rule: LinkageRule, data: unknown): boolean {
  try {
    return logicTruthy(rule.when, data);
  } catch {
    return false;
  }
}

export function computeFieldStates(rules: readonly LinkageRule[] | undefined, data: unknown): FieldStates {
  const states: FieldStates = {};
  const get = (field: string): FieldState => {
    if (!Object.prototype.hasOwnProperty.call(states, field)) {
      states[field] = { hidden: false, required: false, disabled: false };
    }
    return states[field] as FieldState;
  };
  const shownBy = new Map<string, boolean>();
  for (const rule of rules ?? []) {
    const on = holds(rule, data);
    for (const f of rule.show ?? []) shownBy.set(f, (shownBy.get(f) ?? false) || on);
    if (!on) continue;
    for (const f of rule.hide ?? []) get(f).hidden = true;
    for (const f of rule.require ?? []) get(f).required = true;
    for (const f of rule.disable ?? []) get(f).disabled = true;
  }
  for (const [f, shown] of shownBy) if (!shown) get(f).hidden = true;
  for (const state of Object.values(states)) if (state.hidden) state.required = false;
  return states;
}
