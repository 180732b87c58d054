/**
 * A stable key of a form's field states (field-states.ts), so a form only rebuilds its schema when a
 * state really changed. Apart from field-states.ts so a form reads it without loading the rules'
 * json-logic, which only forms with linkage rules need.
 */
import type { FieldState, FieldStates } from './field-states';

/** A stable key of the states, so a form only rebuilds its schema when a state really changed. */
export function fieldStatesKey(states: FieldStates): string {
  return Object.keys(states)
    .sort()
    .map((f) => {
      const s = states[f] as FieldState;
      return `${f}:${s.hidden ? 'h' : ''}${s.required ? 'r' : ''}${s.disabled ? 'd' : ''}`;
    })
    .join('|');
}
