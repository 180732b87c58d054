/** A row action of kind `transition` and the x-workflow transition it names. */
import type { ActionDef, EntitySchema } from '../../src/shared/schema/types';
import type { WorkflowTransition } from '../../src/shared/workflow/types';

export function transitionOf(entity: EntitySchema, action: ActionDef): WorkflowTransition | undefined {
  return action.kind === 'transition'
    ? entity['x-workflow']?.transitions.find((t) => t.name === action.transition)
    : undefined;
}

/** Asks for input first (a form dialog) rather than firing at once. */
export function transitionHasFields(entity: EntitySchema, action: ActionDef): boolean {
  return Object.keys(transitionOf(entity, action)?.fields?.properties ?? {}).length > 0;
}
