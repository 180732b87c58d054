/**
 * How an import treats bad rows (SPEC §7/§8, code 201 "imported, with error data"):
 * - 'partial' (the default): the good rows are written, in one transaction; the refused ones are
 *   listed in the error workbook.
 * - 'all': all rows or none; with any bad row nothing is written.
 * Chosen by `mode` in the query string or as a multipart field sent before the file.
 */
import type { Multipart, MultipartFields } from '@fastify/multipart';

export type ImportMode = 'partial' | 'all';

export const IMPORT_MODES: readonly ImportMode[] = ['partial', 'all'];

function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const entry = fields[name];
  const part: Multipart | undefined = Array.isArray(entry) ? entry[0] : entry;
  return part && part.type === 'field' ? String(part.value) : undefined;
}

/** The request's mode; null for a value that is neither (answered 400, not guessed). */
export function importModeOf(query: unknown, fields: MultipartFields): ImportMode | null {
  const fromQuery =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>).mode : undefined;
  const asked = typeof fromQuery === 'string' ? fromQuery : fieldValue(fields, 'mode');
  if (asked === undefined || asked === '') return 'partial';
  return (IMPORT_MODES as readonly string[]).includes(asked) ? (asked as ImportMode) : null;
}
