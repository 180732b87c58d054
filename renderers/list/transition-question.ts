/**
 * What a transition asks before it runs (its `confirm`, e.g. 推进阶段's "from {stageName} to
 * {nextStageName}"), with the row's values in the reader's language (a field's `x-i18n-field`).
 */
import type { EntitySchema, I18nText, Locale } from '../../src/shared/schema/types';
import type { WorkflowTransition } from '../../src/shared/workflow/types';
import { localisedValue } from '../schema-text';
import { fillRowText } from './visible-actions';

/** Shown where a value is unknown (e.g. no next stage after the last one). */
const UNKNOWN = '—';

export function transitionQuestion(
  transition: WorkflowTransition,
  row: Record<string, unknown>,
  entity: EntitySchema,
  locale: Locale,
  t: (text: I18nText) => string,
): string | undefined {
  if (!transition.confirm) return undefined;
  const template = t(transition.confirm);
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const values = Object.fromEntries(
    names.map((name) => {
      const value = localisedValue(entity, row, name, locale);
      return [name, value === undefined || value === null || value === '' ? UNKNOWN : value];
    }),
  );
  return fillRowText(template, values);
}
