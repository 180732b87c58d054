/**
 * The IAF CertSearch export (IAF MD 28, modules/certsearch):
 * - isps_certsearch_export: one row per export (when, by whom, format, how many certificates, from
 *   which moment, by hand or by the monthly job, and the stored file of a job's run). "Changed since
 *   the last export" and the month-end reminder are read from it.
 * - isps_certsearch_reminder: the month a reminder was sent for (its primary key is the claim, so a
 *   rerun or a second instance sends nothing again).
 * - the export screen's dictionaries (format, which certificates).
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts, type SeedDict } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The dictionaries as this migration first brought them, frozen (history): today's data is
// schemas/dicts, reconciled on every start.
const CERTSEARCH_DICTS: SeedDict[] = [
  {
    code: 'certsearch_format',
    name: 'CertSearch导出格式',
    nameEn: 'CertSearch export format',
    items: [
      ['xlsx', 'Excel (xlsx)', 'Excel (xlsx)'],
      ['xml', 'XML', 'XML'],
    ],
  },
  {
    code: 'certsearch_range',
    name: 'CertSearch导出范围',
    nameEn: 'CertSearch export range',
    items: [
      ['last', '上次导出后变更的证书', 'Certificates changed since the last export'],
      ['all', '全部证书', 'All certificates'],
    ],
  },
];

const ID_DEFAULT = sql`replace(gen_random_uuid()::text, '-', '')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('isps_certsearch_export')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('exported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    // Null: every certificate; else those created or changed from this moment on.
    .addColumn('since', 'timestamptz')
    .addColumn('run_trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(255)')
    .execute();
  await db.schema
    .createIndex('isps_certsearch_export_time_idx')
    .on('isps_certsearch_export')
    .column('exported_at')
    .execute();
  await db.schema
    .createTable('isps_certsearch_reminder')
    // 'YYYY-MM'
    .addColumn('month', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await insertDicts(db, CERTSEARCH_DICTS);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('isps_certsearch_reminder').execute();
  await db.schema.dropTable('isps_certsearch_export').execute();
  const codes = CERTSEARCH_DICTS.map((d) => d.code);
  await db
    .deleteFrom('sys_dict_item')
    .where('dict_id', 'in', db.selectFrom('sys_dict').select('id').where('dict_code', 'in', codes))
    .execute();
  await db.deleteFrom('sys_dict').where('dict_code', 'in', codes).execute();
}
