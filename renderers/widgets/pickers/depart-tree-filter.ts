/** Searching the department tree of the department picker, and reading names and keys from it. */
import type { DepartOption } from '../depart-tree';

/**
 * The departments whose name holds `keyword` (case-insensitive), each with the departments above it
 * so it stays in place in the tree, and with everything under it. An empty keyword keeps them all.
 */
export function filterDepartTree(nodes: readonly DepartOption[], keyword: string): DepartOption[] {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return [...nodes];
  const out: DepartOption[] = [];
  for (const node of nodes) {
    if (node.title.toLowerCase().includes(wanted)) {
      out.push(node);
      continue;
    }
    const children = filterDepartTree(node.children ?? [], wanted);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Every department's name by id. */
export function departTitles(
  nodes: readonly DepartOption[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const node of nodes) {
    into.set(node.value, node.title);
    departTitles(node.children ?? [], into);
  }
  return into;
}

/** The ids of every department in the (possibly filtered) tree. */
export function departKeys(nodes: readonly DepartOption[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.value);
    departKeys(node.children ?? [], into);
  }
  return into;
}
