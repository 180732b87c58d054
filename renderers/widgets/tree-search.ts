/**
 * The tree widgets' search: a node matches when any part of its label, in any language it carries
 * (FlatTreeNode.searchText), holds the typed text, case aside; the sections holding a match are
 * expanded. Keys are node values, as antd's TreeSelect keys its nodes.
 */
import type { FlatTreeNode } from './use-lazy-tree';

export function normalizedSearch(input: string): string {
  return input.trim().toLowerCase();
}

export function nodeMatches(node: Pick<FlatTreeNode, 'searchText' | 'title'>, input: string): boolean {
  const term = normalizedSearch(input);
  if (term === '') return false;
  return (node.searchText ?? String(node.title).toLowerCase()).includes(term);
}

/** The values of every node above a match: what a search opens. */
export function expandedForSearch(nodes: readonly FlatTreeNode[], input: string): string[] {
  if (normalizedSearch(input) === '') return [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const open = new Set<string>();
  for (const node of nodes) {
    if (!nodeMatches(node, input)) continue;
    // Bounded by the node count: data with a cycle cannot loop here.
    let parent = byId.get(node.pId);
    for (let hops = 0; parent && hops < nodes.length && !open.has(parent.value); hops++) {
      open.add(parent.value);
      parent = byId.get(parent.pId);
    }
  }
  return [...open];
}
