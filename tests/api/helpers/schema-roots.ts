/**
 * Suites that start the app on copies of the schema root (SCHEMAS_DIR): the first copy is the one the
 * suite's app starts on (call this before useTestApp, whose beforeAll runs after this one's); later
 * copies are for restarts. Every copy is removed and SCHEMAS_DIR restored after the suite.
 */
import { rmSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/server/db/types';

export function useSchemaRoots(first: () => string): { add(root: string): string } {
  const roots: string[] = [];
  const before = process.env.SCHEMAS_DIR;
  beforeAll(() => {
    roots.push(first());
    process.env.SCHEMAS_DIR = roots[0];
  });
  afterAll(() => {
    if (before === undefined) delete process.env.SCHEMAS_DIR;
    else process.env.SCHEMAS_DIR = before;
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });
  return {
    add(root) {
      roots.push(root);
      return root;
    },
  };
}

/** The suite's own schema on a shared server (undefined: the database's default), for a restart. */
export async function schemaOf(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema === 'public' ? undefined : schema;
}
