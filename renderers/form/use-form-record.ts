/**
 * The record an edit or detail form opens with. A list row carries only the list's columns (and
 * dictionary texts), so a form field that is not a column would open empty and hide the stored
 * value; the full record comes from the provider's getOne (the page's `api.queryById`). Add forms, and pages without that call, use the
 * row as it is.
 */
import { useEffect, useState } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useDataProvider } from '../context';
import { resourceOf } from '../data/data-provider';
import { useFeedback } from '../feedback';
import type { FormMode } from './build-form-schema';
import type { FormData } from './use-entity-form';

export type FormRecordState =
  { status: 'loading' } | { status: 'ready'; record: FormData | undefined } | { status: 'failed' };

export function useFormRecord(
  page: PageSchema,
  entity: EntitySchema,
  mode: FormMode,
  row: FormData | undefined,
): FormRecordState {
  const data = useDataProvider();
  const feedback = useFeedback();
  const canRead = page.api.queryById !== undefined;
  const id = row?.id;
  const needsLoad = mode !== 'add' && canRead && typeof id === 'string' && id !== '';
  const [state, setState] = useState<FormRecordState>(
    needsLoad ? { status: 'loading' } : { status: 'ready', record: row },
  );

  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    data
      .getOne<FormData>(resourceOf(page, entity), id)
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
  }, [needsLoad, id]);

  return state;
}
