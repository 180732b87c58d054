/**
 * rjsf's ajv validator with the shared named formats (src/shared/validation) and ajv-i18n's
 * Chinese messages for zh-CN; compiled once per locale and reused (validators cache per schema).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import localizeZh from 'ajv-i18n/localize/zh';
import { FORMAT_VALIDATORS } from '../../src/shared/validation/register-formats';
import type { Locale } from '../../src/shared/schema/types';

const customFormats = Object.fromEntries(
  Object.entries(FORMAT_VALIDATORS).map(([name, validate]) => [name, validate]),
);
const cache = new Map<Locale, ValidatorType>();

export function formValidator(locale: Locale): ValidatorType {
  let validator = cache.get(locale);
  if (!validator) {
    validator = customizeValidator(
      { customFormats, ajvFormatOptions: false, ajvOptionsOverrides: { $data: false } },
      locale === 'zh-CN' ? localizeZh : undefined,
    );
    cache.set(locale, validator);
  }
  return validator;
}
