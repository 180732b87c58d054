/**
 * The position picker (SPEC §3 Position: name, code, rank): the table of entity "sys_position", written by `npm run schema:migration -- sys_position` from the DDL
 * the generic CRUD derives (src/server/modules/crud/ddl/ddl.ts). A later change of the entity needs a
 * migration of its own.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// Generated from the registered entity: identifiers and types only, no values.
const STATEMENTS: readonly string[] = [
  'create table if not exists "sys_position" ("id" varchar(32) primary key, "create_by" varchar(64), "create_time" timestamptz default now() not null, "update_by" varchar(64), "update_time" timestamptz, "name" varchar(100) not null, "code" varchar(64) not null unique, "post_rank" varchar(32))',
  'create index if not exists "sys_position_sort_idx" on "sys_position" ("create_time", "id")',
];

export async function up(db: AnyDb): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_position').ifExists().execute();
}
