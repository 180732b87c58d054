/**
 * Online form definitions (JeecgBoot's onl_cgform_* tables, reference/jeecg.md §3.1, the
 * columns our designer uses): the head (one per table an admin designs, table_name unique), its fields
 * and indexes (sub rows, deleted with it) and the published versions (the entity and page schemas a
 * publish produced, validated by the meta schemas before they are stored), and the designer's dictionaries. Runs on PostgreSQL 15 and PGlite.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { insertDicts } from '../../seed/dicts';
import { ONLINE_DICTS } from '../../modules/online/form/online-dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

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
  await base(db.schema.createTable('onl_cgform_head'))
    .addColumn('table_name', 'varchar(63)', (c) => c.notNull().unique())
    .addColumn('table_txt', 'varchar(200)', (c) => c.notNull())
    .addColumn('table_txt_en', 'varchar(200)')
    .addColumn('table_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('relation_type', 'integer')
    .addColumn('is_tree', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('tree_parent_id_field', 'varchar(63)')
    .addColumn('theme_template', 'varchar(16)', (c) => c.notNull().defaultTo('normal'))
    .addColumn('form_template', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_checkbox', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('is_page', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('query_mode', 'varchar(16)', (c) => c.notNull().defaultTo('single'))
    .addColumn('table_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_version', 'integer')
    .addColumn('synced_version', 'integer')
    .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema
    .createIndex('onl_cgform_head_sort_idx')
    .on('onl_cgform_head')
    .columns(['create_time', 'id'])
    .execute();

  await base(db.schema.createTable('onl_cgform_field'))
    .addColumn('cgform_head_id', 'varchar(32)', (c) =>
      c.notNull().references('onl_cgform_head.id').onDelete('cascade'),
    )
    .addColumn('db_field_name', 'varchar(63)', (c) => c.notNull())
    .addColumn('db_field_name_old', 'varchar(63)')
    .addColumn('db_field_txt', 'varchar(200)', (c) => c.notNull())
    .addColumn('db_field_txt_en', 'varchar(200)')
    .addColumn('db_type', 'varchar(16)', (c) => c.notNull().defaultTo('string'))
    .addColumn('db_length', 'integer', (c) => c.notNull().defaultTo(32))
    .addColumn('db_point_length', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('db_default_val', 'varchar(200)')
    .addColumn('db_is_null', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('db_is_key', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('field_show_type', 'varchar(32)', (c) => c.notNull().defaultTo('text'))
    .addColumn('field_must_input', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('field_valid_type', 'varchar(300)')
    .addColumn('field_valid_msg', 'varchar(200)')
    .addColumn('dict_field', 'varchar(100)')
    .addColumn('dict_table', 'varchar(63)')
    .addColumn('dict_text', 'varchar(100)')
    .addColumn('is_show_list', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_show_form', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_query', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('query_mode', 'varchar(16)', (c) => c.notNull().defaultTo('single'))
    .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main_table', 'varchar(63)')
    .addColumn('main_field', 'varchar(63)')
    .addColumn('linkage', 'text')
    .addColumn('popup_code', 'varchar(100)')
    .addColumn('popup_origin', 'varchar(500)')
    .addColumn('popup_dest', 'varchar(500)')
    .addUniqueConstraint('onl_cgform_field_name_uq', ['cgform_head_id', 'db_field_name'])
    .execute();
  await db.schema
    .createIndex('onl_cgform_field_head_idx')
    .on('onl_cgform_field')
    .columns(['cgform_head_id', 'order_num'])
    .execute();

  await base(db.schema.createTable('onl_cgform_index'))
    .addColumn('cgform_head_id', 'varchar(32)', (c) =>
      c.notNull().references('onl_cgform_head.id').onDelete('cascade'),
    )
    .addColumn('index_name', 'varchar(63)', (c) => c.notNull())
    .addColumn('index_field', 'varchar(500)', (c) => c.notNull())
    .addColumn('index_type', 'varchar(16)', (c) => c.notNull().defaultTo('normal'))
    .execute();
  await db.schema
    .createIndex('onl_cgform_index_head_idx')
    .on('onl_cgform_index')
    .column('cgform_head_id')
    .execute();

  await base(db.schema.createTable('onl_cgform_version'))
    .addColumn('cgform_head_id', 'varchar(32)', (c) =>
      c.notNull().references('onl_cgform_head.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('entity_json', 'text', (c) => c.notNull())
    .addColumn('page_json', 'text', (c) => c.notNull())
    .addColumn('published_by', 'varchar(64)')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('onl_cgform_version_uq', ['cgform_head_id', 'version'])
    .execute();
  await insertDicts(db, ONLINE_DICTS);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['onl_cgform_version', 'onl_cgform_index', 'onl_cgform_field', 'onl_cgform_head']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
