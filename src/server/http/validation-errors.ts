/** Turns ajv errors into the per-field errors of a 422 answer, in the request's language. */
import type { FieldError } from '../../shared/envelope';
import type { Locale } from './i18n';

export interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(error: AjvError, context: string | undefined): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child =
    error.keyword === 'required'
      ? String(error.params.missingProperty ?? '')
      : error.keyword === 'additionalProperties'
        ? String(error.params.additionalProperty ?? '')
        : '';
  const field = [path, child].filter(Boolean).join('.');
  return field || context || '';
}

function messageOf(error: AjvError, locale: Locale): string {
  const zh = locale === 'zh-CN';
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return zh ? '不能为空' : 'is required';
    case 'additionalProperties':
      return zh ? '不允许的字段' : 'is not an allowed field';
    case 'type':
      return zh ? `类型应为 ${String(p.type)}` : `must be of type ${String(p.type)}`;
    case 'minLength':
      return zh
        ? `长度不能少于 ${String(p.limit)} 个字符`
        : `must have at least ${String(p.limit)} characters`;
    case 'maxLength':
      return zh
        ? `长度不能超过 ${String(p.limit)} 个字符`
        : `must have at most ${String(p.limit)} characters`;
    case 'minimum':
      return zh ? `不能小于 ${String(p.limit)}` : `must be at least ${String(p.limit)}`;
    case 'maximum':
      return zh ? `不能大于 ${String(p.limit)}` : `must be at most ${String(p.limit)}`;
    case 'pattern':
    case 'format':
      return zh ? '格式不正确' : 'has a wrong format';
    case 'enum':
      return zh ? '不是允许的值' : 'is not an allowed value';
    default:
      return error.message ?? (zh ? '不正确' : 'is invalid');
  }
}

export function validationFieldErrors(errors: AjvError[], locale: Locale, context?: string): FieldError[] {
  return errors.map((error) => ({ field: fieldOf(error, context), message: messageOf(error, locale) }));
}
