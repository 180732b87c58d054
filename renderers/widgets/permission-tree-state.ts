/**
 * The permission tree's checking rules, pure so they are tested without a screen. Checking an entry
 * checks everything under it and the menus above it (a button is of no use in a menu the role cannot
 * open); unchecking it unchecks everything under it. Ids the value holds that the tree does not show
 * (entries the editor does not hold) are kept as they are.
 */

/** A node of GET /sys/permission/queryTreeList (src/server/modules/sys/permission-tree.ts). */
export interface PermissionNode {
  key: string;
  title: string;
  parentId: string | null;
  /** 0 top menu, 1 sub menu, 2 button. */
  menuType: number;
  perms: string | null;
  status?: string;
  children?: PermissionNode[];
}

export interface TreeIndex {
  parentOf: Map<string, string | null>;
  childrenOf: Map<string, string[]>;
}

export function indexTree(nodes: readonly PermissionNode[]): TreeIndex {
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  const walk = (list: readonly PermissionNode[], parent: string | null) => {
    for (const node of list) {
      parentOf.set(node.key, parent);
      childrenOf.set(
        node.key,
        (node.children ?? []).map((c) => c.key),
      );
      walk(node.children ?? [], node.key);
    }
  };
  walk(nodes, null);
  return { parentOf, childrenOf };
}

export function descendantsOf(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(key) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return out;
}

function ancestorsOf(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>([key]);
  let parent = index.parentOf.get(key) ?? null;
  while (parent !== null && !seen.has(parent)) {
    out.push(parent);
    seen.add(parent);
    parent = index.parentOf.get(parent) ?? null;
  }
  return out;
}

/** The ids after (un)checking `key`, in the order of `ids` with new ones appended. */
export function toggleChecked(
  index: TreeIndex,
  ids: readonly string[],
  key: string,
  checked: boolean,
): string[] {
  const below = descendantsOf(index, key);
  if (!checked) {
    const drop = new Set([key, ...below]);
    return ids.filter((id) => !drop.has(id));
  }
  const out = [...ids];
  for (const id of [...ancestorsOf(index, key).reverse(), key, ...below]) if (!out.includes(id)) out.push(id);
  return out;
}

/** Whether some but not every entry under `key` is checked (the box shows a dash). */
export function partlyChecked(index: TreeIndex, checked: ReadonlySet<string>, key: string): boolean {
  const below = descendantsOf(index, key);
  const some = below.filter((id) => checked.has(id)).length;
  return some > 0 && some < below.length;
}

/** The ids a comma-joined value holds (JeecgBoot's multi-select convention). */
export function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((v) => v !== '');
  if (typeof value !== 'string' || value === '') return [];
  return value.split(',').filter((v) => v !== '');
}

/** Ids as the stored value: comma-joined, undefined when empty (rjsf's "no value"). */
export function valueOf(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? undefined : ids.join(',');
}
