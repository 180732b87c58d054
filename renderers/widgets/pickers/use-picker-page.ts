/** A list page (with its entity) a picker shows, loaded once through the provider by page id. */
import { useEffect, useState } from 'react';
import { useDataProvider } from '../../context';
import { isLoadedDashboard, type LoadedPage } from '../../page/types';

export interface PickerPageState {
  loaded?: LoadedPage;
  /** The server's refusal (no such page, no permission), shown in place of the picker. */
  error?: string;
}

export function usePickerPage(pageId: string | undefined): PickerPageState {
  const data = useDataProvider();
  const [state, setState] = useState<PickerPageState & { pageId?: string }>({});
  useEffect(() => {
    if (!pageId) return;
    let alive = true;
    data.loadPage(pageId).then(
      (answer) => {
        if (!alive) return;
        // A dashboard has no rows to pick from: a schema naming one is a mistake, said in place.
        setState(
          answer.success && answer.result && !isLoadedDashboard(answer.result)
            ? { pageId, loaded: answer.result }
            : { pageId, error: answer.message || `${pageId}: not a list page` },
        );
      },
      () => alive && setState({ pageId, error: '' }),
    );
    return () => {
      alive = false;
    };
  }, [data, pageId]);
  return state.pageId === pageId ? state : {};
}
