/**
 * `<field>_fileNames` for every file field of the rows answered (src/shared/schema/file-names.ts):
 * the original names from sys_file, in one query for the whole page.
 */
import type { ResolvedField } from '../../../shared/schema/registry';
import { fileNamesKey, namedFiles } from '../../../shared/schema/file-names';
import type { TypedDb } from '../crud/loose-db';

const pathsOf = (value: unknown): string[] =>
  typeof value === 'string' && value !== ''
    ? value
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
    : [];

export async function addFileNames(
  db: TypedDb,
  rows: Array<Record<string, unknown>>,
  fields: readonly ResolvedField[],
): Promise<void> {
  const fileFields = fields.filter((f) => f.schema['x-widget'] === 'file').map((f) => f.name);
  if (fileFields.length === 0 || rows.length === 0) return;
  const paths = [...new Set(rows.flatMap((row) => fileFields.flatMap((name) => pathsOf(row[name]))))];
  const stored = paths.length
    ? await db.selectFrom('sys_file').select(['path', 'original_name']).where('path', 'in', paths).execute()
    : [];
  const names = new Map(stored.map((f) => [f.path, f.original_name]));
  for (const row of rows) {
    for (const name of fileFields) {
      const own = pathsOf(row[name]);
      row[fileNamesKey(name)] = namedFiles(
        own,
        own.map((p) => names.get(p)),
      ).map((f) => f.name);
    }
  }
}
