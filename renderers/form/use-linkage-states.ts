/**
 * A form's field states from its linkage rules (src/shared/linkage/field-states.ts). The rules are
 * json-logic; a form without rules has no states and never loads the evaluator, and a form with
 * rules waits for it (the nearest Suspense) on its first render only.
 */
import { use } from 'react';
import { loadWithin } from '../lazy-chunk';
import type { FieldStates } from '../../src/shared/linkage/field-states';
import type { LinkageRule } from '../../src/shared/schema/types';

const NO_STATES: FieldStates = {};

let evaluator: Promise<typeof import('../../src/shared/linkage/field-states')> | undefined;

export function useLinkageStates(rules: readonly LinkageRule[] | undefined, data: unknown): FieldStates {
  if (!rules?.length) return NO_STATES;
  // use() may be called conditionally; the one promise is answered at once after it has settled.
  // The chunk has the deadline of every code-split part, so a lost one ends in the boundary's reload.
  const { computeFieldStates } = use(
    (evaluator ??= loadWithin(() => import('../../src/shared/linkage/field-states'))),
  );
  return computeFieldStates(rules, data);
}
