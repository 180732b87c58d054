/**
 * What is wrong with an entity's `x-workflow`: read by the schema registry (so the meta-check and
 * the server refuse such a schema at load) — unknown states, a state field that is not a property,
 * repeated or reserved transition names, a note that is not an input field, unsafe guards.
 */
import { assertSafeLogic } from '../linkage/safe-logic';
import type { EntitySchema } from '../schema/types';
import { setValueKind } from './set-values';
import { RESERVED_ACTION_NAMES, type WorkflowDefinition, type WorkflowTransition } from './types';

export interface WorkflowProblem {
  path: string;
  detail: string;
}

export function workflowOf(
  entity: Pick<EntitySchema, 'x-workflow'> | undefined,
): WorkflowDefinition | undefined {
  const def = entity?.['x-workflow'];
  return def && typeof def === 'object' && !Array.isArray(def) ? def : undefined;
}

export function workflowProblems(entity: EntitySchema): WorkflowProblem[] {
  const def = workflowOf(entity);
  if (!def) return [];
  const problems: WorkflowProblem[] = [];
  const at = (path: string) => `/x-workflow${path}`;
  const states = new Set(def.states);
  if (states.size !== def.states.length)
    problems.push({ path: at('/states'), detail: 'a state is listed twice' });
  const field = entity.properties[def.stateField];
  if (!field || field['x-virtual'] === true || field.type !== 'string') {
    problems.push({ path: at('/stateField'), detail: `"${def.stateField}" is not a stored string property` });
  }
  if (!states.has(def.initial))
    problems.push({ path: at('/initial'), detail: `"${def.initial}" is not one of the states` });
  (def.editableIn ?? []).forEach((s, i) => {
    if (!states.has(s))
      problems.push({ path: at(`/editableIn/${i}`), detail: `"${s}" is not one of the states` });
  });
  const names = new Set<string>();
  def.transitions.forEach((t, i) => {
    const path = (key: string) => at(`/transitions/${i}/${key}`);
    if (names.has(t.name))
      problems.push({ path: path('name'), detail: `transition "${t.name}" is declared twice` });
    names.add(t.name);
    if (RESERVED_ACTION_NAMES.includes(t.name))
      problems.push({ path: path('name'), detail: `"${t.name}" is a CRUD route name` });
    t.from.forEach((s, j) => {
      if (!states.has(s))
        problems.push({ path: path(`from/${j}`), detail: `"${s}" is not one of the states` });
    });
    if (t.to !== undefined && !states.has(t.to))
      problems.push({ path: path('to'), detail: `"${t.to}" is not one of the states` });
    if (t.to === undefined && (t.actions ?? []).length === 0) {
      problems.push({
        path: path('to'),
        detail: 'a transition without "to" needs an action that answers the target state',
      });
    }
    if (t.note !== undefined && !t.fields?.properties[t.note]) {
      problems.push({ path: path('note'), detail: `"${t.note}" is not one of the transition's fields` });
    }
    for (const name of t.fields?.required ?? []) {
      if (!t.fields?.properties[name])
        problems.push({ path: path('fields/required'), detail: `required field "${name}" is not a field` });
    }
    if (t.guard) {
      try {
        assertSafeLogic(t.guard);
      } catch (error) {
        problems.push({ path: path('guard'), detail: (error as Error).message });
      }
    }
    if (t.guard && !t.guardMessage)
      problems.push({ path: path('guardMessage'), detail: 'a guard needs its guardMessage' });
    problems.push(...setProblems(entity, def.stateField, t, path('set')));
  });
  return problems;
}

/** `set`: stored properties other than the state, values of the vocabulary, `$input.<field>` a field of the transition. */
function setProblems(
  entity: EntitySchema,
  stateField: string,
  t: WorkflowTransition,
  at: string,
): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  for (const [property, value] of Object.entries(t.set ?? {})) {
    const field = entity.properties[property];
    if (!field || field['x-virtual'] === true || property === stateField) {
      problems.push({
        path: `${at}/${property}`,
        detail: `"${property}" is not a stored property other than the state`,
      });
    }
    const kind = setValueKind(value);
    if (kind.kind === 'unknown') {
      problems.push({
        path: `${at}/${property}`,
        detail: `"${String(value)}" is none of $now, $user.username, $input.<field>`,
      });
    } else if (kind.kind === 'input' && !t.fields?.properties[kind.field]) {
      problems.push({
        path: `${at}/${property}`,
        detail: `"${kind.field}" is not one of the transition's fields`,
      });
    }
  }
  return problems;
}
