/**
 * A row action of kind `download`: a GET of the action's request (`{field}` in its URL and `$row.<field>`
 * in its body: the row's values, the body sent as query parameters) answers a file, saved under the
 * name the server gives it. A refusal (400, 409, 422) is shown with its message; other failures are
 * told by the data provider.
 */
import { useCallback } from 'react';
import type { ActionDef } from '../../src/shared/schema/types';
import { useDataProvider } from '../context';
import { useFeedback } from '../feedback';
import type { Row } from './build-columns';
import { resolveRowTemplate, resolveRowUrl } from './visible-actions';

export function useDownloadRow(): (action: ActionDef, row: Row) => Promise<void> {
  const data = useDataProvider();
  const feedback = useFeedback();
  return useCallback(
    async (action, row) => {
      const request = action.request;
      if (!request) return;
      const answer = await data
        .downloadAction({
          method: 'GET',
          url: resolveRowUrl(request.url, row),
          body: resolveRowTemplate(request.body, row),
        })
        .catch(() => null);
      if (answer && !answer.success && answer.message) feedback.error(answer.message);
    },
    [data, feedback],
  );
}
