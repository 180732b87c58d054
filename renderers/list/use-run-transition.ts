/**
 * Fires an x-workflow transition on a row and reloads the list when it succeeded; a refusal (409,
 * 403, 422) is shown as the server words it. Resolves the server's answer for the dialog (which
 * shows 422 field errors in place), or null when the app has already told the user.
 */
import { useCallback } from 'react';
import type { Envelope } from '../../src/shared/envelope';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { resourceOf } from '../data/data-provider';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import type { Row } from './build-columns';

export function useRunTransition(page: PageSchema, entity: EntitySchema, reload: () => void) {
  const { data } = useRenderer();
  const feedback = useFeedback();
  const text = useText();
  return useCallback(
    async (
      action: ActionDef,
      row: Row,
      input: Record<string, unknown> = {},
    ): Promise<Envelope<unknown> | null> => {
      if (!action.transition) return null;
      try {
        const answer = await data.runTransition(
          resourceOf(page, entity),
          action.transition,
          String(row.id ?? ''),
          input,
        );
        if (!answer.success) {
          // Field errors are shown by the dialog next to their fields.
          if (!(answer.code === 422 && Array.isArray(answer.result))) feedback.warning(answer.message);
          return answer;
        }
        feedback.success(answer.message || text('operationOk'));
        reload();
        return answer;
      } catch {
        // the app has told the user already
        return null;
      }
    },
    [data, page, entity, feedback, text, reload],
  );
}
