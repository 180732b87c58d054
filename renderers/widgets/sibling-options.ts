/** A row value as text: a string or number as it is, an `{ zh-CN, en-US }` text in the locale. */
export function readText(value: unknown, locale: 'zh-CN' | 'en-US'): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'object' && value !== null) {
    const text = value as Record<string, unknown>;
    const chosen = text[locale] ?? text['zh-CN'];
    return typeof chosen === 'string' ? chosen.trim() : '';
  }
  return '';
}
