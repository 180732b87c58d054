/**
 * isps_certificate.surveillance1_done / surveillance2_done: the day each surveillance audit took
 * place, recorded by staff (transition recordSurveillance). A due date with its audit done is no
 * longer overdue and no longer reminded of; existing certificates start with none recorded.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('isps_certificate')
    .addColumn('surveillance1_done', 'date')
    .addColumn('surveillance2_done', 'date')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('isps_certificate')
    .dropColumn('surveillance1_done')
    .dropColumn('surveillance2_done')
    .execute();
}
