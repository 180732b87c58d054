/**
 * Category dictionary (JeecgBoot's sys_category): a tree of categories that forms pick from
 * with the categoryTree widget (/sys/category/* routes). Roots have no parent (null); `has_child`
 * ('0' or '1') is kept by the entity's hooks so a tree level answers its leaf flags without a
 * second query, as JeecgBoot's column does.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_category')
    .addColumn('id', 'varchar(32)', (c) =>
      c.primaryKey().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('pid', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('has_child', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema.createIndex('sys_category_pid_idx').on('sys_category').column('pid').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_category').ifExists().execute();
}
