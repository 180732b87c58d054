/**
 * The foundation tables of docs/contracts.md plus sessions and per-install secrets.
 * PostgreSQL 15 subset only (PGlite is 18): no uuidv7, no JSON_VALUE.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

/** id, create_by, create_time, update_by, update_time: the columns every table has. */
function base<T extends string>(
  table: CreateTableBuilder<T>,
): CreateTableBuilder<T, 'id' | 'create_by' | 'create_time' | 'update_by' | 'update_time'> {
  return table
    .addColumn('id', 'varchar(32)', (c) =>
      c.primaryKey().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz');
}

export async function up(db: AnyDb): Promise<void> {
  await base(db.schema.createTable('cust_company'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(64)', (c) => c.unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('inactive'))
    .execute();

  await base(db.schema.createTable('sys_depart'))
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('depart_name_en', 'varchar(200)')
    .addColumn('org_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('org_type', 'varchar(16)')
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sys_depart_parent_idx').on('sys_depart').column('parent_id').execute();

  await base(db.schema.createTable('sys_user'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('realname', 'varchar(100)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('sex', 'varchar(1)')
    .addColumn('birthday', 'date')
    .addColumn('email', 'varchar(100)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('org_code', 'varchar(64)')
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('user_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('company_id', 'varchar(32)', (c) => c.references('cust_company.id'))
    .addColumn('division_id', 'varchar(32)', (c) => c.references('sys_depart.id'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema.createIndex('sys_user_create_time_idx').on('sys_user').column('create_time').execute();
  await db.schema.createIndex('sys_user_company_idx').on('sys_user').column('company_id').execute();

  await base(db.schema.createTable('sys_role'))
    .addColumn('role_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(255)')
    .execute();
  await db.schema.createIndex('sys_role_create_time_idx').on('sys_role').column('create_time').execute();

  await base(db.schema.createTable('sys_user_role'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addUniqueConstraint('sys_user_role_uq', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('sys_user_role_role_idx').on('sys_user_role').column('role_id').execute();

  await base(db.schema.createTable('sys_permission'))
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(200)')
    .addColumn('url', 'varchar(255)')
    .addColumn('component', 'varchar(255)')
    .addColumn('component_name', 'varchar(100)')
    .addColumn('redirect', 'varchar(255)')
    .addColumn('menu_type', 'integer', (c) => c.notNull())
    .addColumn('perms', 'varchar(255)')
    .addColumn('perms_type', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('always_show', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('icon', 'varchar(100)')
    .addColumn('is_route', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('keep_alive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('internal_or_external', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .execute();
  await db.schema.createIndex('sys_permission_parent_idx').on('sys_permission').column('parent_id').execute();

  await base(db.schema.createTable('sys_role_permission'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addUniqueConstraint('sys_role_permission_uq', ['role_id', 'permission_id'])
    .execute();

  await base(db.schema.createTable('sys_user_depart'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('dep_id', 'varchar(32)', (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addUniqueConstraint('sys_user_depart_uq', ['user_id', 'dep_id'])
    .execute();

  await base(db.schema.createTable('sys_dict'))
    .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dict_name_en', 'varchar(200)')
    .addColumn('dict_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(255)')
    .execute();
  await db.schema.createIndex('sys_dict_create_time_idx').on('sys_dict').column('create_time').execute();

  await base(db.schema.createTable('sys_dict_item'))
    .addColumn('dict_id', 'varchar(32)', (c) => c.notNull().references('sys_dict.id').onDelete('cascade'))
    .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_text_en', 'varchar(200)')
    .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addUniqueConstraint('sys_dict_item_value_uq', ['dict_id', 'item_value'])
    .execute();

  await base(db.schema.createTable('sys_login_log'))
    .addColumn('user_id', 'varchar(32)')
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('message', 'varchar(255)')
    .execute();
  await db.schema
    .createIndex('sys_login_log_create_time_idx')
    .on('sys_login_log')
    .column('create_time')
    .execute();
  await db.schema
    .createIndex('sys_login_log_user_idx')
    .on('sys_login_log')
    .columns(['user_id', 'create_time'])
    .execute();

  await db.schema
    .createTable('sys_session')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .execute();
  await db.schema.createIndex('sys_session_user_idx').on('sys_session').column('user_id').execute();

  await db.schema
    .createTable('sys_secret')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'sys_secret',
    'sys_session',
    'sys_login_log',
    'sys_dict_item',
    'sys_dict',
    'sys_user_depart',
    'sys_role_permission',
    'sys_permission',
    'sys_user_role',
    'sys_role',
    'sys_user',
    'sys_depart',
    'cust_company',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
