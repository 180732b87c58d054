/**
 * Keyset cursors: opaque base64url of the sort signature and the last row's sort values (as the
 * database's text form, so timestamps keep their microseconds). A cursor is only accepted for the
 * same sort it was made for, with the right number of short string values; the values are bound
 * as parameters, never spliced into SQL.
 */
import type { SortKey } from './ast';
import { queryErrors } from './errors';

const MAX_VALUE = 200;
// Stateless between calls (no `stream` option), so one of each serves every cursor.
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export function sortSignature(sort: SortKey[]): string {
  return sort.map((k) => `${k.field}:${k.direction}`).join(',');
}

function toBase64Url(text: string): string {
  const bytes = utf8Encoder.encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return utf8Decoder.decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function encodeCursor(sort: SortKey[], values: Array<string | null>): string {
  return toBase64Url(JSON.stringify({ s: sortSignature(sort), v: values }));
}

export function decodeCursor(sort: SortKey[], raw: string): Array<string | null> {
  const bad = queryErrors.badValue('cursor');
  if (raw.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw bad;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(raw));
  } catch {
    throw bad;
  }
  if (typeof parsed !== 'object' || parsed === null) throw bad;
  const { s, v } = parsed as { s?: unknown; v?: unknown };
  if (s !== sortSignature(sort) || !Array.isArray(v) || v.length !== sort.length) throw bad;
  for (const value of v) {
    if (value !== null && (typeof value !== 'string' || value.length > MAX_VALUE)) throw bad;
  }
  // The id tie-breaker is never null.
  if (v[v.length - 1] === null) throw bad;
  return v as Array<string | null>;
}
