/**
 * A form page's `form.prefill`: values a new record starts with, read from a GET the page names
 * (e.g. the signed-in customer's company: its name and operation address on apply online). Each
 * entry maps a form property to a key of that answer. A failed read leaves the form empty rather
 * than blocking it: the user can still type the values.
 */
import { useEffect, useState } from 'react';
import type { PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import type { FormData } from './use-entity-form';

export type PrefillState = { status: 'loading' } | { status: 'ready'; values: FormData };

/** The answer's values under the form's property names (absent or empty ones left out). */
export function prefillValues(map: Readonly<Record<string, string>>, answer: unknown): FormData {
  const values: FormData = {};
  if (!answer || typeof answer !== 'object') return values;
  const source = answer as Record<string, unknown>;
  for (const [property, key] of Object.entries(map)) {
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    if (value !== undefined && value !== null && value !== '') values[property] = value;
  }
  return values;
}

export function useFormPrefill(page: PageSchema): PrefillState {
  const { data } = useRenderer();
  const prefill = page.form?.prefill;
  const [state, setState] = useState<PrefillState>(() =>
    prefill ? { status: 'loading' } : { status: 'ready', values: {} },
  );
  useEffect(() => {
    if (!prefill) return;
    let live = true;
    data.runAction({ method: 'GET', url: prefill.url }).then(
      (answer) =>
        live &&
        setState({
          status: 'ready',
          values: answer.success ? prefillValues(prefill.fields, answer.result) : {},
        }),
      () => live && setState({ status: 'ready', values: {} }),
    );
    return () => {
      live = false;
    };
  }, [data, prefill]);
  return state;
}
