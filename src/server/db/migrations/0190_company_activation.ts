/**
 * Company info and activation: the company's districts, addresses, business licence and
 * the review decision on cust_company; the notice tables with JeecgBoot's field names, which the
 * activation decision writes its system message into now and the notice centre delivers later; the
 * activation states' labels are the foundation seed's `company_status` dictionary. Columns work on
 * PostgreSQL 15 and PGlite.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

const ID_DEFAULT = sql`replace(gen_random_uuid()::text, '-', '')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('cust_company')
    // GB/T 2260 district codes (six digits) and the street address (SPEC §5: at most 120).
    .addColumn('operation_area', 'varchar(12)')
    .addColumn('operation_address', 'varchar(120)')
    .addColumn('registered_area', 'varchar(12)')
    .addColumn('registered_address', 'varchar(120)')
    // The stored upload path of the business licence image (sys_file.path).
    .addColumn('licence', 'varchar(255)')
    .addColumn('failure_reason', 'varchar(500)')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('cust_company_status_idx').on('cust_company').column('status').execute();

  await db.schema
    .createTable('sys_announcement')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    // JeecgBoot spells the title column "titile"; kept so its clients and exports read the same names.
    .addColumn('titile', 'varchar(200)', (c) => c.notNull())
    .addColumn('msg_content', 'text')
    .addColumn('msg_abstract', 'varchar(500)')
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('sender', 'varchar(100)')
    .addColumn('priority', 'varchar(1)', (c) => c.notNull().defaultTo('L'))
    .addColumn('msg_category', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('msg_type', 'varchar(10)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('user_ids', 'text')
    .addColumn('role_ids', 'text')
    .addColumn('company_ids', 'text')
    .addColumn('open_type', 'varchar(16)')
    .addColumn('open_page', 'varchar(255)')
    .addColumn('bus_type', 'varchar(32)')
    .addColumn('bus_id', 'varchar(32)')
    .addColumn('send_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('send_time', 'timestamptz')
    .addColumn('cancel_time', 'timestamptz')
    .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema.createIndex('sys_announcement_bus_idx').on('sys_announcement').column('bus_id').execute();

  await db.schema
    .createTable('sys_announcement_send')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('annt_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_announcement.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id'))
    .addColumn('read_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('read_time', 'timestamptz')
    .addUniqueConstraint('sys_announcement_send_annt_user_uq', ['annt_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('sys_announcement_send_user_idx')
    .on('sys_announcement_send')
    .columns(['user_id', 'read_flag'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_announcement_send').execute();
  await db.schema.dropTable('sys_announcement').execute();
  await db.schema.dropIndex('cust_company_status_idx').execute();
  await db.schema
    .alterTable('cust_company')
    .dropColumn('operation_area')
    .dropColumn('operation_address')
    .dropColumn('registered_area')
    .dropColumn('registered_address')
    .dropColumn('licence')
    .dropColumn('failure_reason')
    .dropColumn('submitted_at')
    .dropColumn('decided_by')
    .dropColumn('decided_at')
    .execute();
}
