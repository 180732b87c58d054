/**
 * Registers every named format of SPEC §5 (and date, date-time, time, email, mobile, username,
 * password) on an ajv instance, and the schema's `x-` keywords as annotations. The browser's rjsf
 * validator and the server's write validation call this on their own ajv, so both refuse the same
 * values. Formats only test strings; an empty string passes (required decides emptiness).
 */
import type { Ajv } from 'ajv';
import { isValidDate, isValidDateTime } from './dates';
import { FORMAT_PATTERNS } from './patterns';

export const X_KEYWORDS = [
  'x-column',
  'x-dict',
  'x-unique',
  'x-widget',
  'x-widget-options',
  'x-filter',
  'x-sort',
  'x-export',
  'x-import',
  'x-create-only',
  'x-table',
  'x-scope',
  'x-owner-column',
  'x-permissions',
  'x-protected',
  'x-linkage',
  'x-api',
  'x-virtual',
  'x-message',
  'x-soft-delete',
] as const;

/** The validator functions by format name (exported so callers can test a single value). */
export const FORMAT_VALIDATORS: Record<string, (value: string) => boolean> = {
  ...Object.fromEntries(
    Object.entries(FORMAT_PATTERNS).map(([name, re]) => [name, (v: string) => v === '' || re.test(v)]),
  ),
  date: (v) => v === '' || isValidDate(v),
  'date-time': (v) => v === '' || isValidDateTime(v),
};

type FormatHost = Pick<Ajv, 'addFormat'>;
type KeywordHost = Pick<Ajv, 'addKeyword' | 'getKeyword'>;

export function registerFormats<T extends FormatHost>(ajv: T): T {
  for (const [name, validate] of Object.entries(FORMAT_VALIDATORS)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  return ajv;
}

/** Declares the schema's `x-` keywords so a strict ajv accepts the entity documents as they are. */
export function registerSchemaKeywords<T extends KeywordHost>(ajv: T): T {
  for (const keyword of X_KEYWORDS) {
    if (!ajv.getKeyword(keyword))
      ajv.addKeyword({ keyword, schemaType: ['string', 'boolean', 'object', 'array'] });
  }
  return ajv;
}
