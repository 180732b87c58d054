/**
 * Renders entity-tables.generated.ts from the bundled schemas and formats it with the project's
 * prettier settings, so the committed file passes `prettier --check`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { loadRegistry } from '../../../shared/schema/load-fs';
import { renderEntityTables } from './render';

export const ENTITY_TABLES_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'entity-tables.generated.ts',
);

export async function entityTablesSource(): Promise<string> {
  const config = await resolveConfig(ENTITY_TABLES_FILE);
  return format(renderEntityTables(loadRegistry()), { ...config, filepath: ENTITY_TABLES_FILE });
}
