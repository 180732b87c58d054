/**
 * A tree read one level at a time (treeSelect, categoryTree): the roots when the widget appears,
 * a node's children when it is expanded, kept flat for antd's simple-mode TreeSelect. A refusal
 * warns with the server message (SPEC §8) and leaves the level empty. With a whole-tree loader,
 * a search reads every level once (`loadAll`), so it finds nodes under collapsed ones too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../../src/shared/envelope';
import type { TreeNodeData } from '../data/data-provider';
import { useFeedback } from '../feedback';

/** A node as antd's TreeSelect reads it with `treeDataSimpleMode`. */
export interface FlatTreeNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
  /** The category code (a categoryTree storing codes uses it as the value). */
  code?: string;
  /** What a search matches: the title and the node's names in every language it has. */
  searchText: string;
}

export type LevelLoader = (parentKey: string | null) => Promise<Envelope<TreeNodeData[]>>;

/** Every level at once, each node with its `children`. */
export type WholeLoader = () => Promise<Envelope<TreeNodeData[]>>;

export const TREE_ROOT = '__root__';

export interface LazyTree {
  nodes: FlatTreeNode[];
  /** Loads the children of a node (antd TreeSelect's loadData). */
  loadChildren(key: string): Promise<void>;
  /** Loads every level (once), for a search; absent when the tree can only be read level by level. */
  loadAll?(): Promise<void>;
}

function flatNode(
  n: TreeNodeData,
  parentKey: string | null,
  valueOf: (node: TreeNodeData) => string,
): FlatTreeNode {
  return {
    id: n.key,
    pId: parentKey ?? TREE_ROOT,
    value: valueOf(n),
    title: n.title,
    isLeaf: n.isLeaf ?? n.leaf ?? false,
    code: n.code,
    searchText: [n.title, n.nameZh, n.nameEn].filter(Boolean).join('\n').toLowerCase(),
  };
}

/** A nested answer as flat nodes (parents before their children), and the keys whose children it holds. */
function flatten(
  level: readonly TreeNodeData[],
  parentKey: string | null,
  valueOf: (node: TreeNodeData) => string,
  into: { nodes: FlatTreeNode[]; loaded: string[] },
): void {
  for (const n of level) {
    into.nodes.push(flatNode(n, parentKey, valueOf));
    if (Array.isArray(n.children)) {
      into.loaded.push(n.key);
      flatten(n.children, n.key, valueOf, into);
    }
  }
}

/** Adds nodes, a node read again replacing its earlier copy. */
function merged(all: FlatTreeNode[], added: FlatTreeNode[]): FlatTreeNode[] {
  const ids = new Set(added.map((n) => n.id));
  return [...all.filter((n) => !ids.has(n.id)), ...added];
}

/**
 * `load` changes when what the tree reads changes (table, pcode, condition): the tree starts again.
 * `valueOf` picks a node's stored value (its key, or its code).
 */
export function useLazyTree(
  load: LevelLoader | null,
  valueOf: (node: TreeNodeData) => string,
  loadWhole?: WholeLoader | null,
): LazyTree {
  const feedback = useFeedback();
  const [nodes, setNodes] = useState<FlatTreeNode[]>([]);
  const loaded = useRef(new Set<string>());
  const generation = useRef(0);
  const valueOfRef = useRef(valueOf);
  valueOfRef.current = valueOf;
  const warn = useRef(feedback.warning);
  warn.current = feedback.warning;

  const readLevel = useCallback(
    async (parentKey: string | null, ticket: number) => {
      if (!load) return;
      let answer: Envelope<TreeNodeData[]>;
      try {
        answer = await load(parentKey);
      } catch {
        return; // the app's request layer has told the user already
      }
      if (ticket !== generation.current) return;
      if (!answer.success) {
        warn.current(answer.message);
        return;
      }
      const level = (Array.isArray(answer.result) ? answer.result : []).map((n) =>
        flatNode(n, parentKey, valueOfRef.current),
      );
      setNodes((all) => merged(all, level));
    },
    [load],
  );

  const wholeRead = useRef(false);
  useEffect(() => {
    const ticket = ++generation.current;
    loaded.current = new Set();
    wholeRead.current = false;
    setNodes([]);
    void readLevel(null, ticket);
  }, [readLevel]);

  const loadAll = useCallback(async () => {
    if (!loadWhole || wholeRead.current) return;
    wholeRead.current = true;
    const ticket = generation.current;
    let answer: Envelope<TreeNodeData[]>;
    try {
      answer = await loadWhole();
    } catch {
      wholeRead.current = false;
      return; // the app's request layer has told the user already
    }
    if (ticket !== generation.current) return;
    if (!answer.success) {
      wholeRead.current = false;
      warn.current(answer.message);
      return;
    }
    const into = { nodes: [] as FlatTreeNode[], loaded: [] as string[] };
    flatten(Array.isArray(answer.result) ? answer.result : [], null, valueOfRef.current, into);
    for (const key of into.loaded) loaded.current.add(key);
    setNodes((all) => merged(all, into.nodes));
  }, [loadWhole]);

  const loadChildren = useCallback(
    async (key: string) => {
      if (loaded.current.has(key)) return;
      loaded.current.add(key);
      await readLevel(key, generation.current);
    },
    [readLevel],
  );

  return loadWhole ? { nodes, loadChildren, loadAll } : { nodes, loadChildren };
}
