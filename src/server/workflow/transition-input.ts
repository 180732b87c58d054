/**
 * The input of a transition validated like a CRUD write (422 with every field's problem, the same
 * words as the forms): its `fields` become a throw-away entity compiled once per transition.
 */
import { resolveEntity, type ResolvedEntity } from '../../shared/schema/registry';
import type { EntitySchema, FieldSchema } from '../../shared/schema/types';
import { entityValidator, type FieldProblem } from '../../shared/schema/validate';
import type { WorkflowTransition } from '../../shared/workflow/types';

const compiled = new WeakMap<WorkflowTransition, ResolvedEntity>();

function inputEntity(entity: ResolvedEntity, transition: WorkflowTransition): ResolvedEntity {
  const known = compiled.get(transition);
  if (known) return known;
  const declared: EntitySchema = {
    $id: `${entity.id}:${transition.name}`,
    type: 'object',
    title: transition.title,
    'x-table': entity.table,
    'x-api': entity.schema['x-api'],
    'x-scope': 'none',
    'x-permissions': { list: transition.permission },
    required: transition.fields?.required ?? [],
    properties: (transition.fields?.properties ?? {}) as unknown as Record<string, FieldSchema>,
    additionalProperties: false,
  };
  const resolved = resolveEntity(declared);
  compiled.set(transition, resolved);
  return resolved;
}

/**
 * The input as the step reads it: each declared text field trimmed, and one left empty by that taken
 * as not given, so a reason of only spaces is refused as missing and nothing stores the spaces.
 */
export function normalizedTransitionInput(
  transition: WorkflowTransition,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...input };
  for (const [name, field] of Object.entries(transition.fields?.properties ?? {})) {
    const value = out[name];
    if (field.type !== 'string' || typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '') delete out[name];
    else out[name] = trimmed;
  }
  return out;
}

/** Every field's first problem of the input (an unknown field included); [] when it is valid. */
export function transitionInputProblems(
  entity: ResolvedEntity,
  transition: WorkflowTransition,
  input: Record<string, unknown>,
): FieldProblem[] {
  return entityValidator(inputEntity(entity, transition), 'add')(input);
}
