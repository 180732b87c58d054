/**
 * Reads each source the shown blocks name, once per page (blocks over one source share its answer),
 * and again when the language changes: the server words its texts in the request language. A block
 * hidden by its permission or audience reads nothing (its route would refuse the user).
 */
import { useEffect, useState } from 'react';
import type { DashboardBlock } from '../../src/shared/schema/dashboard-page';
import { useRenderer } from '../context';

export type DashboardSources =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; results: ReadonlyMap<string, unknown> };

export function useDashboardSources(blocks: readonly DashboardBlock[]): DashboardSources {
  const { data, locale } = useRenderer();
  const [state, setState] = useState<DashboardSources>({ phase: 'loading' });
  const key = [...new Set(blocks.map((block) => block.source))].join('\n');
  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    const paths = key ? key.split('\n') : [];
    Promise.all(
      paths.map(async (path) => {
        const answer = await data.loadSource(path);
        if (!answer.success) throw new Error(answer.message);
        return [path, answer.result] as const;
      }),
    ).then(
      (entries) => live && setState({ phase: 'ready', results: new Map(entries) }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key, data, locale]);
  return state;
}
