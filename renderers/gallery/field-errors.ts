/**
 * The first validation message of each field, as the form would show them on submit: the form's
 * own validator (the shared rules, in the renderer's language) with the entity's words
 * (transformErrors), over the current data.
 */
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { EntitySchema, I18nText, Locale } from '../../src/shared/schema/types';
import { transformErrors } from '../form/transform-errors';
import { formValidator } from '../form/validator/form-validator';

function fieldOf(error: RJSFValidationError): string {
  const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (error.name === 'required' && missing) return missing;
  return error.property?.replace(/^\./, '').split('.')[0] ?? '';
}

export function fieldErrors(
  data: Record<string, unknown>,
  schema: RJSFSchema,
  entity: EntitySchema,
  locale: Locale,
  t: (text: I18nText | undefined) => string,
): Record<string, string> {
  const { errors } = formValidator(locale).validateFormData(data, schema, undefined, (list) =>
    transformErrors(list, entity, locale, t),
  );
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = fieldOf(e);
    if (field !== '' && out[field] === undefined && e.message) out[field] = e.message;
  }
  return out;
}
