/**
 * Reads each source a dashboard's blocks name, once per page (blocks over one source share its
 * answer), and again when the language changes: the server words its texts in the request language.
 */
import { useEffect, useState } from 'react';
import type { DashboardPage } from '../../src/shared/schema/dashboard-page';
import { useRenderer } from '../context';

export type DashboardSources =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; results: ReadonlyMap<string, unknown> };

export function useDashboardSources(page: DashboardPage): DashboardSources {
  const { data, locale } = useRenderer();
  const [state, setState] = useState<DashboardSources>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    const paths = [...new Set(page.blocks.map((block) => block.source))];
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
  }, [page, data, locale]);
  return state;
}
