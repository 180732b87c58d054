/**
 * The small vocabulary of a transition's `set` values (types.ts TransitionSetValue): read once here
 * for the load-time checks (problems.ts) and the server that writes them (run-transition.ts).
 */
import { SET_INPUT_PREFIX, SET_NOW, SET_USERNAME, type TransitionSetValue } from './types';

export type SetValueKind =
  | { kind: 'now' }
  | { kind: 'username' }
  | { kind: 'input'; field: string }
  | { kind: 'literal'; value: TransitionSetValue }
  /** A `$…` string outside the vocabulary: refused at load. */
  | { kind: 'unknown' };

export function setValueKind(value: TransitionSetValue): SetValueKind {
  if (typeof value !== 'string' || !value.startsWith('$')) return { kind: 'literal', value };
  if (value === SET_NOW) return { kind: 'now' };
  if (value === SET_USERNAME) return { kind: 'username' };
  if (value.startsWith(SET_INPUT_PREFIX) && value.length > SET_INPUT_PREFIX.length)
    return { kind: 'input', field: value.slice(SET_INPUT_PREFIX.length) };
  return { kind: 'unknown' };
}

/** The values of `set` for one step: `now` and `username` of the step, `input` its validated input. */
export function resolveSetValues(
  set: Record<string, TransitionSetValue> | undefined,
  step: { now: Date; username: string; input: Record<string, unknown> },
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(set ?? {})) {
    const kind = setValueKind(value);
    if (kind.kind === 'now') values[property] = step.now;
    else if (kind.kind === 'username') values[property] = step.username;
    else if (kind.kind === 'input') values[property] = step.input[kind.field] ?? null;
    else if (kind.kind === 'literal') values[property] = kind.value;
    // 'unknown' never loads (workflowProblems).
  }
  return values;
}
