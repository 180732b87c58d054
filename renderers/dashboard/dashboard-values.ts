/**
 * Reading a dashboard block's items and numbers out of its source's answer and writing texts from
 * the block's templates (`{field}`, `{a ?? b}`, `{field|datetime}`, `{field|date}`, `{field|abs}`, as
 * `DashboardTextParts` describes them), without knowing what they are.
 */
import type { DashboardTextParts } from '../../src/shared/schema/dashboard-page';
import type { I18nText, Locale } from '../../src/shared/schema/types';

export type DashboardItem = Record<string, unknown>;

function isRecord(value: unknown): value is DashboardItem {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at the dot path of the answer (own properties only); undefined when there is none. */
export function valueAt(result: unknown, path: string): unknown {
  let value: unknown = result;
  for (const key of path.split('.'))
    value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}

/** The array at the dot path of the answer (the answer itself without a path); nothing when it is not one. */
export function itemsAt(result: unknown, path: string | undefined): DashboardItem[] {
  const value = path === undefined ? result : valueAt(result, path);
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The number at the dot path of the answer; null for null, a missing value or anything not a number. */
export function numberAt(result: unknown, path: string): number | null {
  const value = valueAt(result, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The numbers of the array at the dot path, a missing one as 0 (a chart draws every category). */
export function numbersAt(result: unknown, path: string): number[] {
  const value = valueAt(result, path);
  return Array.isArray(value) ? value.map((n) => (typeof n === 'number' && Number.isFinite(n) ? n : 0)) : [];
}

/** The texts of the array at the dot path (a chart's categories). */
export function textsAt(result: unknown, path: string): string[] {
  const value = valueAt(result, path);
  return Array.isArray(value) ? value.map((text) => (typeof text === 'string' ? text : String(text))) : [];
}

/** A field of an item as text: empty for a missing value, an object or an array. */
export function fieldText(item: DashboardItem, field: string): string {
  const value = Object.hasOwn(item, field) ? item[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

const FIELD = '[a-zA-Z][A-Za-z0-9_]*';
const PLACEHOLDER = new RegExp(`\\{(${FIELD}(?: ?\\?\\? ?${FIELD})*)(?:\\|(datetime|date|abs))?\\}`, 'g');
const FALLBACK = / ?\?\? ?/;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The first of the fields (`a ?? b`) that has a value, as text; empty when none has. */
function firstFilled(item: DashboardItem, fields: string): string {
  for (const field of fields.split(FALLBACK)) {
    const raw = fieldText(item, field);
    if (raw) return raw;
  }
  return '';
}

function formatted(raw: string, format: string | undefined, locale: Locale): string {
  if (!raw || !format) return raw;
  if (format === 'abs') {
    const n = Number(raw);
    return Number.isFinite(n) ? String(Math.abs(n)) : raw;
  }
  // The day as the server wrote it: a date read in another time zone would move to the day before.
  if (format === 'date') return DAY.exec(raw)?.[0] ?? raw;
  const time = new Date(raw);
  return Number.isNaN(time.getTime()) ? raw : time.toLocaleString(locale);
}

/** The template with its placeholders filled from the item, and whether any of them had a value. */
function fill(template: string, item: unknown, locale: Locale): { text: string; filled: boolean } {
  const record = isRecord(item) ? item : {};
  let filled = false;
  const text = template.replace(PLACEHOLDER, (_whole, fields: string, format?: string) => {
    const raw = firstFilled(record, fields);
    if (raw) filled = true;
    return formatted(raw, format, locale);
  });
  return { text, filled };
}

/** A text (a title, a tag) with its placeholders filled from the item or answer; an empty value stays empty. */
export function fillTemplate(template: string, item: unknown, locale: Locale): string {
  return fill(template, item, locale).text;
}

function fillPart(part: I18nText, item: DashboardItem, locale: Locale): string | null {
  const template = typeof part === 'string' ? part : part[locale];
  const { text, filled } = fill(template, item, locale);
  // A part of placeholders only is left out when they are all empty (a note nobody wrote).
  const hasPlaceholder = template.search(PLACEHOLDER) >= 0;
  return hasPlaceholder && !filled ? null : text;
}

/** The item's text of the parts, joined with " · "; a part whose fields are all empty is left out. */
export function fillParts(
  parts: DashboardTextParts | undefined,
  item: DashboardItem,
  locale: Locale,
): string {
  return (parts ?? [])
    .map((part) => fillPart(part, item, locale))
    .filter((text): text is string => text !== null && text !== '')
    .join(' · ');
}
