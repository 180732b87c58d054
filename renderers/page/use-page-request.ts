/**
 * A detail page's `request` action (e.g. "submit for review"): asks for confirmation when the
 * action says so, sends the action's request with the record's values (`$row.<field>`), tells the
 * user the server's answer and reads the record again after a success.
 */
import { useCallback } from 'react';
import type { PageActionDef } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import type { FormData } from '../form/use-entity-form';
import { useText } from '../i18n/use-text';
import { resolveRowTemplate, resolveRowUrl } from '../list/visible-actions';

export function usePageRequest(reload: () => void): (action: PageActionDef, record: FormData) => void {
  const { data, t } = useRenderer();
  const feedback = useFeedback();
  const text = useText();

  const send = useCallback(
    async (action: PageActionDef, record: FormData) => {
      const request = action.request;
      if (!request) return;
      try {
        const answer = await data.runAction({
          ...request,
          url: resolveRowUrl(request.url, record),
          body: resolveRowTemplate(request.body, record),
        });
        if (!answer.success) {
          feedback.warning(answer.message);
          return;
        }
        feedback.success(answer.message || text('operationOk'));
        reload();
      } catch {
        // the app has told the user already
      }
    },
    [data, feedback, text, reload],
  );

  return useCallback(
    (action: PageActionDef, record: FormData) => {
      if (!action.confirm) {
        void send(action, record);
        return;
      }
      feedback.confirm({
        title: t(action.confirm),
        okText: text('ok'),
        cancelText: text('cancel'),
        onOk: () => send(action, record),
      });
    },
    [send, feedback, t, text],
  );
}
