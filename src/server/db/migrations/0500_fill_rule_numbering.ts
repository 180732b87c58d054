/**
 * Project and certificate numbers become numbering rules (isps_project_no, isps_certificate_no in
 * schemas/fill-rules, added by the start-up reconcile): their counters carry on in
 * sys_fill_rule_seq. A project counter keeps its period (yyyyMM, the rule's monthly reset); a
 * certificate counter `S-2026` becomes `S|2026`, the rule's key for the domain letter `{field:domain}`
 * and the year. The period column widens to hold such keys. Application numbers were random, so
 * they have no counter to carry. The old counter tables are dropped once copied, so no second
 * source of these numbers is left; down recreates them with the counters copied back.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The codes of schemas/fill-rules/numbering.json as they were when the counters moved.
const PROJECT_RULE = 'isps_project_no';
const CERTIFICATE_RULE = 'isps_certificate_no';

export async function up(db: AnyDb): Promise<void> {
  await sql`alter table sys_fill_rule_seq alter column period type varchar(200)`.execute(db);
  // A counter already there (drawn before this ran) keeps the larger value: no number is given twice.
  await sql`insert into sys_fill_rule_seq (rule_code, period, last_value)
    select ${PROJECT_RULE}, period, last_value from isps_project_seq
    on conflict (rule_code, period) do update
    set last_value = greatest(sys_fill_rule_seq.last_value, excluded.last_value)`.execute(db);
  await sql`insert into sys_fill_rule_seq (rule_code, period, last_value)
    select ${CERTIFICATE_RULE}, split_part(seq_key, '-', 1) || '|' || split_part(seq_key, '-', 2), last_value
    from isps_certificate_seq
    on conflict (rule_code, period) do update
    set last_value = greatest(sys_fill_rule_seq.last_value, excluded.last_value)`.execute(db);
  await db.schema.dropTable('isps_project_seq').execute();
  await db.schema.dropTable('isps_certificate_seq').execute();
}

export async function down(db: AnyDb): Promise<void> {
  // The tables as migrations 0270 and 0280 made them, with the counters the rules reached.
  await db.schema
    .createTable('isps_project_seq')
    .addColumn('period', 'varchar(6)', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('isps_certificate_seq')
    .addColumn('seq_key', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into isps_project_seq (period, last_value)
    select period, last_value from sys_fill_rule_seq where rule_code = ${PROJECT_RULE}`.execute(db);
  await sql`insert into isps_certificate_seq (seq_key, last_value)
    select split_part(period, '|', 1) || '-' || split_part(period, '|', 2), last_value
    from sys_fill_rule_seq where rule_code = ${CERTIFICATE_RULE}`.execute(db);
  await sql`delete from sys_fill_rule_seq where rule_code in (${PROJECT_RULE}, ${CERTIFICATE_RULE})`.execute(
    db,
  );
}
