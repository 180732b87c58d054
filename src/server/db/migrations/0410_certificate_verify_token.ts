/**
 * isps_certificate.verify_token: the certificate's unguessable verification token, which the QR code
 * and verification links carry beside the (sequential, so enumerable) certificate number. The full
 * verification view answers only to it; the number alone gets the register's fields.
 *
 * 32 bytes from two gen_random_uuid() calls (PostgreSQL's strong random source, in core since 13
 * and in PGlite), 244 of them random, written as unpadded base64url (43 characters). A column
 * default, so every insert gets its own token without the issue code choosing one, and adding the
 * column with this volatile default computes a distinct value for every existing row: the back-fill.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

const TOKEN_DEFAULT = sql`translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('isps_certificate')
    .addColumn('verify_token', 'varchar(64)', (c) => c.notNull().defaultTo(TOKEN_DEFAULT))
    .execute();
  await db.schema
    .createIndex('isps_certificate_verify_token_uq')
    .on('isps_certificate')
    .column('verify_token')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('isps_certificate_verify_token_uq').execute();
  await db.schema.alterTable('isps_certificate').dropColumn('verify_token').execute();
}
