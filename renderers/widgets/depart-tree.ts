/** The department tree as the provider's `departTree` option list answers it, and as TreeSelect shows it. */

export interface DepartNode {
  id: string;
  key?: string;
  value?: string;
  title?: string;
  departName?: string;
  orgCode?: string;
  parentId?: string | null;
  isLeaf?: boolean;
  children?: DepartNode[];
}

export interface DepartOption {
  value: string;
  title: string;
  key: string;
  disabled?: boolean;
  isLeaf?: boolean;
  children?: DepartOption[];
}

/**
 * TreeSelect options keyed by department id. `lockedId` (the department being edited) is disabled
 * with everything under it: a department cannot become its own parent or its descendant's child.
 */
export function departOptions(
  nodes: readonly DepartNode[],
  lockedId?: string,
  locked = false,
): DepartOption[] {
  return nodes.map((node) => {
    const here = locked || (lockedId !== undefined && node.id === lockedId);
    const children = node.children?.length ? departOptions(node.children, lockedId, here) : undefined;
    return {
      value: node.id,
      key: node.id,
      title: node.title ?? node.departName ?? node.id,
      ...(here ? { disabled: true } : {}),
      ...(children ? { children } : { isLeaf: true }),
    };
  });
}
