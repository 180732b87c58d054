/**
 * The popup picker's configuration (x-widget-options, or an editable table's popup column):
 * `code` (the online report), `originFields` (alias `orgFields`: report columns read from the chosen
 * rows) and `destFields` (form fields, or row fields in a table, they go to), each a comma-joined
 * string or an array, and `multi` (alias `popupMulti`). What the chosen rows set is `popupPatch`.
 */
import type { PopupTextKey } from './popup-texts';

export interface PopupConfig {
  code: string;
  origin: string[];
  dest: string[];
  multi: boolean;
}

function names(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((v) => (typeof v === 'string' ? v.trim() : '')).filter((v) => v !== '');
}

/** The configuration, or the SPEC §5 message saying what is wrong with it. */
export function popupConfig(
  options: Record<string, unknown>,
): { config: PopupConfig } | { problem: PopupTextKey } {
  const code = typeof options.code === 'string' ? options.code.trim() : '';
  const origin = names(options.originFields ?? options.orgFields);
  const dest = names(options.destFields);
  if (!code || origin.length === 0 || dest.length === 0) return { problem: 'misconfigured' };
  if (origin.length !== dest.length) return { problem: 'countMismatch' };
  return { config: { code, origin, dest, multi: options.multi === true || options.popupMulti === true } };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The values the chosen rows give: each destination field the values of its origin column joined
 * by commas (SPEC §9: popup separator comma), and the field itself — when it is not a destination —
 * the first origin column's.
 */
export function popupPatch(
  config: PopupConfig,
  field: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): Record<string, string> {
  const patch: Record<string, string> = {};
  config.dest.forEach((dest, i) => {
    patch[dest] = rows.map((r) => text(r[config.origin[i] as string])).join(',');
  });
  if (!Object.hasOwn(patch, field))
    patch[field] = rows.map((r) => text(r[config.origin[0] as string])).join(',');
  return patch;
}
