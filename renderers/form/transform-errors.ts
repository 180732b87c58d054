/**
 * The entity's words on the form validator's errors: the validator (./validator) already says the
 * shared rule messages, but only the entity knows a field's `x-message` (buildFormSchema drops
 * `x-` keywords) and its title as I18nText; a missing field says 请输入<title>!.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { EntitySchema, I18nText, Locale } from '../../src/shared/schema/types';
import { formatMessage } from '../../src/shared/validation/formats';
import { requiredMessage } from '../../src/shared/validation/messages';

function fieldName(error: RJSFValidationError): string | undefined {
  if (error.name === 'required') {
    const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
    if (missing) return missing;
  }
  return error.property?.replace(/^\./, '').split('.')[0];
}

export function transformErrors(
  errors: RJSFValidationError[],
  entity: EntitySchema,
  locale: Locale,
  t: (text: I18nText | undefined) => string,
): RJSFValidationError[] {
  return errors.map((error) => {
    const name = fieldName(error);
    const field =
      name && Object.prototype.hasOwnProperty.call(entity.properties, name)
        ? entity.properties[name]
        : undefined;
    if (!field) return error;
    let message: string | null = null;
    if (error.name === 'required') message = requiredMessage(t(field.title), locale);
    else if (error.name === 'format' || error.name === 'pattern') {
      const format = (error.params as { format?: string } | undefined)?.format ?? field.format ?? '';
      message = field['x-message'] ? t(field['x-message']) : formatMessage(format, locale);
    } else if (error.name === 'maxItems' && field['x-message']) message = t(field['x-message']);
    return message ? { ...error, message, stack: `${t(field.title)}: ${message}` } : error;
  });
}
