/**
 * rjsf's ValidatorType for the entity forms without ajv: interpret.ts checks the schema, the shared
 * rule messages (src/shared/validation/messages.ts) word the failures exactly as the server's 422
 * does, and, like the server, each field reports only its first failure, on the field itself (an
 * item's failure too, so a multi-select shows it). customValidate, transformErrors and the
 * errorSchema are handled as @rjsf/validator-ajv8 does.
 */
import {
  createErrorHandler,
  getDefaultFormState,
  getUiOptions,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { resolveText } from '../../../src/shared/schema/i18n';
import type { I18nText, Locale } from '../../../src/shared/schema/types';
import { ruleMessage } from '../../../src/shared/validation/messages';
import { interpret, type Failure } from './interpret';

type Data = Record<string, unknown>;

function isI18nText(value: unknown): value is I18nText {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && 'zh-CN' in value);
}

function fieldSchema(schema: RJSFSchema, name: string): Data | undefined {
  const properties = schema.properties as Data | undefined;
  const field =
    properties && Object.prototype.hasOwnProperty.call(properties, name) ? properties[name] : undefined;
  return typeof field === 'object' && field !== null ? (field as Data) : undefined;
}

/** First failure per top-level field (or per deeper path when it is not under a field). */
function firstPerField(failures: Failure[]): Failure[] {
  const seen = new Map<string, Failure>();
  for (const f of failures) {
    const key = f.path[0] ?? '';
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()];
}

export class FormValidator implements ValidatorType {
  constructor(private readonly locale: Locale) {}

  private toRjsfError(f: Failure, schema: RJSFSchema, uiSchema?: UiSchema): RJSFValidationError {
    const name = f.path[0] ?? '';
    const field = name ? fieldSchema(schema, name) : undefined;
    const uiTitle = name ? getUiOptions(uiSchema?.[name] as UiSchema | undefined).title : undefined;
    const title = uiTitle ?? (isI18nText(field?.title) ? resolveText(field.title, this.locale) : name);
    const custom = field?.['x-message'];
    const message = ruleMessage(f.failure, this.locale, {
      title,
      ...(isI18nText(custom) ? { custom: resolveText(custom, this.locale) } : {}),
    });
    const params: Data = {};
    if (f.failure.keyword === 'format') params.format = f.failure.format;
    if ('limit' in f.failure) params.limit = f.failure.limit;
    // The shapes @rjsf/validator-ajv8 gives, which transformErrors and toErrorSchema expect:
    // a root `required` names the property bare, everything else is a dotted path.
    if (f.failure.keyword === 'required' && f.path.length === 1) {
      params.missingProperty = name;
      return {
        name: 'required',
        property: name,
        message,
        params,
        stack: `${title}: ${message}`,
        schemaPath: '#/required',
        title,
      };
    }
    return {
      name: f.failure.keyword,
      property: name ? `.${name}` : '',
      message,
      params,
      stack: name ? `${title}: ${message}` : message,
      schemaPath: name ? `#/properties/${name}/${f.failure.keyword}` : `#/${f.failure.keyword}`,
      title,
    };
  }

  validateFormData(
    formData: Data | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<Data> {
    const raw = this.rawValidation<Failure>(schema, formData);
    let errors = firstPerField(raw.errors ?? []).map((f) => this.toRjsfError(f, schema, uiSchema));
    if (raw.validationError) errors = [...errors, { stack: raw.validationError.message }];
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    let errorSchema = toErrorSchema<Data>(errors);
    if (raw.validationError)
      errorSchema = {
        ...errorSchema,
        $schema: { __errors: [raw.validationError.message] },
      } as ErrorSchema<Data>;
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    // As ajv8's validator: custom validation sees the data with every default filled in.
    // An object schema's defaults are an object (the array case is for array roots).
    const full = (getDefaultFormState<Data>(this, schema, formData, schema, true) ?? {}) as Data;
    const handler = customValidate(full, createErrorHandler<Data>(full), uiSchema, errorSchema);
    return validationDataMerge<Data>({ errors, errorSchema }, unwrapErrorHandler<Data>(handler));
  }

  /** rootSchema only serves $ref resolution, which the subset has no use for (a $ref throws). */
  isValid(schema: RJSFSchema, formData: unknown, _rootSchema?: RJSFSchema): boolean {
    const raw = this.rawValidation(schema, formData);
    return raw.validationError === undefined && (raw.errors ?? []).length === 0;
  }

  rawValidation<Result = Failure>(
    schema: RJSFSchema,
    formData?: unknown,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const failures = interpret(schema, formData);
      return failures.length > 0 ? { errors: failures as Result[] } : {};
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  /** Nothing compiled, nothing to forget. */
  reset(): void {}
}

const byLocale = new Map<Locale, FormValidator>();

/** One validator per locale (the messages are worded in it). */
export function formValidator(locale: Locale): FormValidator {
  let validator = byLocale.get(locale);
  if (!validator) byLocale.set(locale, (validator = new FormValidator(locale)));
  return validator;
}
