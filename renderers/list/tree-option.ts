/**
 * A page's `tree` option (schemas/meta/page.schema.json): the list shows one level at a time, the
 * roots first, and loads a node's children when it is expanded. The server answers one level for
 * `pidField=<parent property>&pid=<parent id>` (empty = roots) and marks records `hasChild`.
 */
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { fieldOf } from '../schema-text';
import type { ListState } from './list-state';

export interface TreeOption {
  /** The entity property holding the parent's id. */
  parent: string;
}

/** The page's tree option when its parent property exists on the entity, else null (a flat list). */
export function treeOptionOf(page: PageSchema, entity: EntitySchema): TreeOption | null {
  const tree = page.tree;
  return tree && typeof tree.parent === 'string' && fieldOf(entity, tree.parent) ? tree : null;
}

/** Filters show their matches flat; only an unfiltered list is read level by level. */
export function readsByLevel(state: ListState, fixed: Record<string, string> = {}): boolean {
  const given = (values: Record<string, string>) => Object.values(values).some((v) => v !== '');
  return !given(state.queryParam) && !given(state.filters) && !given(fixed) && state.superQueryParams === '';
}

export const TREE_PARAM_NAMES = ['pidField', 'pid'] as const;

export function levelParams(tree: TreeOption, pid = ''): Record<string, string> {
  return { pidField: tree.parent, pid };
}
