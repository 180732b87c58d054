/**
 * Certificates (DESIGN "Certificate", ISO/IEC 17021-1 8.2.2):
 * - isps_certificate: one row per issued certificate (a reissue is a new row; the old one points at
 *   it through replaced_by). At most one live (valid or suspended) certificate per project: a partial
 *   unique index, so two concurrent issues cannot both succeed.
 * - isps_certificate_seq: the number sequence per domain letter and year, drawn with one
 *   insert … on conflict do update inside the issuing transaction (the row lock serialises issues).
 * Status changes are the entity's x-workflow transitions: their history is sys_workflow_history (0260).
 * - isps_certificate_reminder: which expiry/surveillance reminder was sent, once per threshold.
 * - the certificate_status dictionary.
 * No foreign key to isps_project (migration 0270 is another part's): the issue route checks it.
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts } from '../../seed/dicts';
import { CERTIFICATE_STATUS_ITEMS } from '../../../shared/certificate/cert-status';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

const ID_DEFAULT = sql`replace(gen_random_uuid()::text, '-', '')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('isps_certificate')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('certificate_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('project_name', 'varchar(200)')
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull().references('cust_company.id'))
    .addColumn('division_id', 'varchar(32)')
    // The business division's name when issued: what the certificate document states.
    .addColumn('division_name', 'varchar(100)')
    .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('holder_address', 'varchar(200)')
    .addColumn('sites', 'varchar(2000)')
    .addColumn('standard', 'varchar(200)', (c) => c.notNull())
    .addColumn('scope', 'varchar(2000)', (c) => c.notNull())
    .addColumn('business_domain', 'varchar(32)')
    .addColumn('business_type', 'varchar(64)')
    .addColumn('executing_unit', 'varchar(100)')
    .addColumn('decision_date', 'date', (c) => c.notNull())
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('valid'))
    .addColumn('status_reason', 'varchar(500)')
    .addColumn('surveillance1_due', 'date')
    .addColumn('surveillance2_due', 'date')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced_by', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('isps_certificate_company_idx')
    .on('isps_certificate')
    .column('company_id')
    .execute();
  await db.schema
    .createIndex('isps_certificate_division_idx')
    .on('isps_certificate')
    .column('division_id')
    .execute();
  await db.schema
    .createIndex('isps_certificate_project_idx')
    .on('isps_certificate')
    .column('project_id')
    .execute();
  await db.schema
    .createIndex('isps_certificate_valid_until_idx')
    .on('isps_certificate')
    .columns(['status', 'valid_until'])
    .execute();
  await sql`create unique index isps_certificate_live_project_uq on isps_certificate (project_id) where status in ('valid', 'suspended')`.execute(
    db,
  );

  await db.schema
    .createTable('isps_certificate_seq')
    .addColumn('seq_key', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('isps_certificate_reminder')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('certificate_id', 'varchar(32)', (c) =>
      c.notNull().references('isps_certificate.id').onDelete('cascade'),
    )
    // expiry | surveillance1 | surveillance2, with the threshold in days (90, 30).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addUniqueConstraint('isps_certificate_reminder_uq', [
      'certificate_id',
      'kind',
      'days_before',
      'due_date',
    ])
    .execute();

  await insertDicts(db, [
    {
      code: 'certificate_status',
      name: '证书状态',
      nameEn: 'Certificate status',
      items: CERTIFICATE_STATUS_ITEMS.map(([v, zh, en]) => [v, zh, en] as [string, string, string]),
    },
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('isps_certificate_reminder').execute();
  await db.schema.dropTable('isps_certificate_seq').execute();
  await db.schema.dropTable('isps_certificate').execute();
  await db
    .deleteFrom('sys_dict_item')
    .where(
      'dict_id',
      'in',
      db.selectFrom('sys_dict').select('id').where('dict_code', '=', 'certificate_status'),
    )
    .execute();
  await db.deleteFrom('sys_dict').where('dict_code', '=', 'certificate_status').execute();
}
