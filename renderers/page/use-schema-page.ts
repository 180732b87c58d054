import { useEffect, useState } from 'react';
import { useDataProvider } from '../context';
import type { LoadedSchemaPage } from './types';

export type SchemaPageState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedSchemaPage }
  | { status: 'failed'; message: string };

/** Loads a page schema and its entity (the data provider's loadPage). */
export function useSchemaPage(pageId: string): SchemaPageState {
  const data = useDataProvider();
  const [state, setState] = useState<{ id: string; value: SchemaPageState }>({
    id: pageId,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let alive = true;
    data.loadPage(pageId).then(
      (answer) => {
        if (!alive) return;
        setState({
          id: pageId,
          value:
            answer.success && answer.result?.page
              ? { status: 'ready', loaded: answer.result }
              : { status: 'failed', message: answer.message },
        });
      },
      (error: unknown) =>
        alive &&
        setState({
          id: pageId,
          value: { status: 'failed', message: error instanceof Error ? error.message : '' },
        }),
    );
    return () => {
      alive = false;
    };
  }, [pageId, data]);
  return state.id === pageId ? state.value : { status: 'loading' };
}
