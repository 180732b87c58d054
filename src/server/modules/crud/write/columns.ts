/**
 * What every write path (the generic CRUD, sub tables, imports, own-record edits, workflow
 * transitions) does with validated input before it reaches the table: field values to column
 * values, and the x-unique check. Kept apart from write.ts so the sub-table writer can use them
 * without importing the record writer that calls it.
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { isNoValue } from '../../../../shared/schema/writable-fields';
import { HttpError } from '../../../http/errors';
import { isRichTextField, sanitizeRichText } from '../../../http/sanitize-html';
import type { LooseDb } from '../loose-db';
import { CRUD_MSG } from '../messages';

export type Input = Record<string, unknown>;

/** Validated input → column values (virtual fields are left to the hooks). */
export function toColumns(entity: ResolvedEntity, input: Input): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    const field = entity.fields.get(name);
    if (!field || field.column === null || field.system) continue;
    // Rich text is cleaned here, on every write path (add, edit, import, own-record edits).
    columns[field.column] = Array.isArray(value)
      ? value.join(',')
      : typeof value === 'string' && isRichTextField(field.schema)
        ? sanitizeRichText(value)
        : value;
  }
  return columns;
}

/** 409 when a unique field's value is taken by another row (every row of the table, deleted ones too). */
export async function checkUnique(
  request: FastifyRequest,
  db: LooseDb,
  entity: ResolvedEntity,
  input: Input,
  exceptId: string | null,
): Promise<void> {
  const taken: Array<{ field: string; message: string }> = [];
  for (const field of entity.uniqueFields) {
    const value = input[field.name];
    if (isNoValue(value)) continue;
    let q = db
      .selectFrom(entity.table)
      .select(sql<number>`1`.as('one'))
      .where(sql.ref(field.column as string), '=', value);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.limit(1).executeTakeFirst())
      taken.push({ field: field.name, message: request.t(CRUD_MSG.duplicate) });
  }
  if (taken.length > 0) throw new HttpError(409, request.t(CRUD_MSG.duplicate), taken);
}
