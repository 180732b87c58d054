/**
 * The record an edit or detail form opens with. A list row carries only the list's columns (and
 * dictionary texts), so a form field that is not a column would open empty and hide the stored
 * value; the full record comes from `api.queryById`. Add forms, and pages without that call, use the
 * row as it is.
 */
import { useEffect, useState } from 'react';
import type { PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import type { FormMode } from './build-form-schema';
import type { FormData } from './use-entity-form';

export type FormRecordState =
  { status: 'loading' } | { status: 'ready'; record: FormData | undefined } | { status: 'failed' };

export function useFormRecord(page: PageSchema, mode: FormMode, row: FormData | undefined): FormRecordState {
  const { request } = useRenderer();
  const feedback = useFeedback();
  const url = page.api.queryById;
  const id = row?.id;
  const needsLoad = mode !== 'add' && url !== undefined && typeof id === 'string' && id !== '';
  const [state, setState] = useState<FormRecordState>(
    needsLoad ? { status: 'loading' } : { status: 'ready', record: row },
  );

  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    request<FormData | null>({ url, method: 'GET', params: { id } })
      .then((answer) => {
        if (!live) return;
        if (answer.success && answer.result)
          setState({ status: 'ready', record: { ...row, ...answer.result } });
        else {
          feedback.warning(answer.message);
          setState({ status: 'failed' });
        }
      })
      // The request layer has already shown the failure.
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
    // The row is read once, when the dialog opens for it (its id is the dependency).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLoad, url, id]);

  return state;
}
