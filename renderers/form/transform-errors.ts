/**
 * Our words for rjsf's errors: a failed format says the format's message (or the field's
 * `x-message`), a missing required field says 请输入<title>!; the rest keep ajv-i18n's text.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { EntitySchema, I18nText, Locale } from '../../src/shared/schema/types';
import { formatMessage, requiredMessage } from '../../src/shared/validation/format-messages';

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
    }
    return message ? { ...error, message, stack: `${t(field.title)}: ${message}` } : error;
  });
}
