/**
 * Drag-to-verify slider: one-time challenges and the slider tokens they turn into, kept
 * in the database so every instance agrees and a token is spent once (modules/account/slider-store.ts).
 * Only SHA-256 hashes of the secrets are stored: a read of the table gives nothing to replay.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_slider_token')
    // Hex SHA-256 of the challenge id or the token handed to the client.
    .addColumn('secret_hash', 'varchar(64)', (c) => c.primaryKey())
    // 'challenge' (answered by GET /sys/slider/challenge) or 'token' (by POST /sys/slider/verify).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // The challenge's track width in its own units; 0 for a token.
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sys_slider_token_expires_idx')
    .on('sys_slider_token')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_slider_token').ifExists().execute();
}
