/**
 * Reading a dashboard block's items out of its source's answer and writing an item's texts from the
 * block's templates (`{field}`, `{field|datetime}`), without knowing what the items are.
 */
import type { DashboardTextParts } from '../../src/shared/schema/dashboard-page';
import type { Locale } from '../../src/shared/schema/types';

export type DashboardItem = Record<string, unknown>;

function isRecord(value: unknown): value is DashboardItem {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array at the dot path of the answer (own properties only); nothing when it is not one. */
export function itemsAt(result: unknown, path: string): DashboardItem[] {
  let value: unknown = result;
  for (const key of path.split('.'))
    value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A field of an item as text: empty for a missing value, an object or an array. */
export function fieldText(item: DashboardItem, field: string): string {
  const value = Object.hasOwn(item, field) ? item[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

const PLACEHOLDER = /\{([a-zA-Z][A-Za-z0-9]*)(\|datetime)?\}/g;

function fillPart(part: string, item: DashboardItem, locale: Locale): string | null {
  let filled = false;
  const text = part.replace(PLACEHOLDER, (_whole, field: string, datetime?: string) => {
    const raw = fieldText(item, field);
    if (raw) filled = true;
    if (!raw || !datetime) return raw;
    const time = new Date(raw);
    return Number.isNaN(time.getTime()) ? raw : time.toLocaleString(locale);
  });
  // A part of placeholders only is left out when they are all empty (a note nobody wrote).
  const hasPlaceholder = part.search(PLACEHOLDER) >= 0;
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
