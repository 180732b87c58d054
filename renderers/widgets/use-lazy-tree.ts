/**
 * A tree read one level at a time (treeSelect, categoryTree): the roots when the widget appears,
 * a node's children when it is expanded, kept flat for antd's simple-mode TreeSelect. A refusal
 * warns with the server message (SPEC §8) and leaves the level empty.
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
}

export type LevelLoader = (parentKey: string | null) => Promise<Envelope<TreeNodeData[]>>;

export const TREE_ROOT = '__root__';

export interface LazyTree {
  nodes: FlatTreeNode[];
  /** Loads the children of a node (antd TreeSelect's loadData). */
  loadChildren(key: string): Promise<void>;
}

/**
 * `load` changes when what the tree reads changes (table, pcode, condition): the tree starts again.
 * `valueOf` picks a node's stored value (its key, or its code).
 */
export function useLazyTree(load: LevelLoader | null, valueOf: (node: TreeNodeData) => string): LazyTree {
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
      const level = (Array.isArray(answer.result) ? answer.result : []).map<FlatTreeNode>((n) => ({
        id: n.key,
        pId: parentKey ?? TREE_ROOT,
        value: valueOfRef.current(n),
        title: n.title,
        isLeaf: n.isLeaf ?? n.leaf ?? false,
        code: n.code,
      }));
      setNodes((all) => [...all.filter((n) => !level.some((l) => l.id === n.id)), ...level]);
    },
    [load],
  );

  useEffect(() => {
    const ticket = ++generation.current;
    loaded.current = new Set();
    setNodes([]);
    void readLevel(null, ticket);
  }, [readLevel]);

  const loadChildren = useCallback(
    async (key: string) => {
      if (loaded.current.has(key)) return;
      loaded.current.add(key);
      await readLevel(key, generation.current);
    },
    [readLevel],
  );

  return { nodes, loadChildren };
}
