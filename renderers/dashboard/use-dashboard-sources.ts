/**
 * Reads each source the shown blocks name, once per page (blocks over one path and the same
 * parameters share its answer), and again when the language changes: the server words its texts in
 * the request language. Each source answers on its own, so a slow or refused one holds up only the
 * blocks over it. A block hidden by its permission or audience reads nothing (its route would refuse
 * the user).
 */
import { useEffect, useState } from 'react';
import type { DashboardBlock } from '../../src/shared/schema/dashboard-page';
import { useRenderer } from '../context';

export type DashboardSource =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; result: unknown };

const LOADING: DashboardSource = { phase: 'loading' };

/** The key of a block's answer: its path and its parameters in a fixed order. */
export function sourceKey(block: Pick<DashboardBlock, 'source' | 'params'>): string {
  const params = Object.entries(block.params ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return params.length === 0
    ? block.source
    : `${block.source}?${new URLSearchParams(
        params.map(([name, value]) => [name, String(value)]),
      ).toString()}`;
}

/** The state of each source by its key (`sourceKey`); a source not read yet is loading. */
export interface DashboardSources {
  of(block: DashboardBlock): DashboardSource;
}

export function useDashboardSources(blocks: readonly DashboardBlock[]): DashboardSources {
  const { data, locale } = useRenderer();
  const [states, setStates] = useState<ReadonlyMap<string, DashboardSource>>(new Map());
  const reads = new Map(blocks.map((block) => [sourceKey(block), block] as const));
  const key = [...reads.keys()].join('\n');
  useEffect(() => {
    let live = true;
    setStates(new Map());
    const settle = (source: string, state: DashboardSource) =>
      live && setStates((before) => new Map(before).set(source, state));
    for (const [source, block] of reads)
      data.loadSource(block.source, block.params).then(
        (answer) =>
          settle(source, answer.success ? { phase: 'ready', result: answer.result } : { phase: 'failed' }),
        () => settle(source, { phase: 'failed' }),
      );
    return () => {
      live = false;
    };
    // `reads` is derived from `key` on each render: the sources are read again only when their set changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, data, locale]);
  return { of: (block) => states.get(sourceKey(block)) ?? LOADING };
}
