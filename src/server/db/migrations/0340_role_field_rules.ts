/**
 * Field-level permissions (entity "sys_role_field_rule"): per role, a field of an entity
 * hidden or read-only (src/server/modules/crud/rules/field-rules.ts). One rule per role, entity and field.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// Identifiers and types only, no values.
const STATEMENTS: readonly string[] = [
  'create table if not exists "sys_role_field_rule" ("id" varchar(32) primary key, "create_by" varchar(64), "create_time" timestamptz default now() not null, "update_by" varchar(64), "update_time" timestamptz, "role_id" varchar(32) not null, "entity" varchar(64) not null, "field" varchar(64) not null, "mode" varchar(16) not null)',
  'create unique index if not exists "sys_role_field_rule_uniq" on "sys_role_field_rule" ("role_id", "entity", "field")',
  'create index if not exists "sys_role_field_rule_entity_idx" on "sys_role_field_rule" ("entity", "role_id")',
  'create index if not exists "sys_role_field_rule_sort_idx" on "sys_role_field_rule" ("create_time", "id")',
];

export async function up(db: AnyDb): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_role_field_rule').ifExists().execute();
}
