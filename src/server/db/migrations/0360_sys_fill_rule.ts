/**
 * Numbering rules (填值规则, for online form defaults `${rule_code}`; docs/contracts.md "Numbering
 * rules"): the table of entity "sys_fill_rule" (first statements written by `npm run schema:migration --
 * sys_fill_rule`) and its counters. A rule is a declarative pattern — JeecgBoot's rule_class/rule_params,
 * a class instantiated by reflection from the database, has no column here. A counter row per rule
 * code and period ('' when the rule never resets, else yyyy / yyyyMM / yyyyMMdd) is drawn with one
 * `insert … on conflict do update … returning`, as the certificate numbers are (0280).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// Identifiers and types only, no values.
const STATEMENTS: readonly string[] = [
  'create table if not exists "sys_fill_rule" ("id" varchar(32) primary key, "create_by" varchar(64), "create_time" timestamptz default now() not null, "update_by" varchar(64), "update_time" timestamptz, "rule_name" varchar(100) not null, "rule_code" varchar(63) not null unique, "pattern" varchar(100) not null, "reset" varchar(8) default \'none\' not null check ("reset" in (\'none\', \'year\', \'month\', \'day\')))',
  'create index if not exists "sys_fill_rule_sort_idx" on "sys_fill_rule" ("create_time", "id")',
  'create table if not exists "sys_fill_rule_seq" ("rule_code" varchar(63) not null, "period" varchar(8) not null, "last_value" bigint not null, primary key ("rule_code", "period"))',
];

export async function up(db: AnyDb): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_fill_rule_seq').ifExists().execute();
  await db.schema.dropTable('sys_fill_rule').ifExists().execute();
}
