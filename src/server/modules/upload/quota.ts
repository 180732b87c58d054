/** The per-user quota of temporary uploads: how many bytes a user holds right now. */
import { sql } from 'kysely';
import type { TypedDb } from '../crud/loose-db';

/** Bytes of this user's temporary uploads (import error reports are the server's own and not counted). */
export async function temporaryBytes(db: TypedDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sys_file')
    .select(sql<string | number | null>`sum(size)`.as('total'))
    .where('user_id', '=', userId)
    .where('referenced_at', 'is', null)
    .where('biz', '<>', 'import-errors')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
