/**
 * Nonconformities and corrective actions (ISO/IEC 17021-1 9.4.9, 9.5): raised by the audit team at
 * stage 1, stage 2 or a surveillance audit against a clause of the standard, answered by the customer
 * (root cause, correction, corrective action, evidence files), accepted or returned by the team. The
 * record carries its project's company and division so the entity's division scope reaches it like
 * the project. Dictionaries: nc_status (the x-workflow's states), nc_grade, nc_audit_kind.
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

const ID_DEFAULT = sql`replace(gen_random_uuid()::text, '-', '')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('isps_nonconformity')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('project_id', 'varchar(32)', (c) =>
      c.notNull().references('isps_project.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'varchar(32)')
    .addColumn('division_id', 'varchar(32)')
    .addColumn('project_name', 'varchar(200)')
    .addColumn('nc_no', 'varchar(48)', (c) => c.notNull().unique())
    .addColumn('audit_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('grade', 'varchar(8)', (c) => c.notNull())
    .addColumn('clause', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('due_date', 'date')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('root_cause', 'varchar(2000)')
    .addColumn('correction', 'varchar(2000)')
    .addColumn('corrective_action', 'varchar(2000)')
    .addColumn('evidence_files', 'varchar(1000)')
    .addColumn('answered_by', 'varchar(64)')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('review_note', 'varchar(500)')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('isps_nonconformity_sort_idx')
    .on('isps_nonconformity')
    .columns(['create_time', 'id'])
    .execute();
  await db.schema
    .createIndex('isps_nonconformity_project_idx')
    .on('isps_nonconformity')
    .columns(['project_id', 'grade', 'status'])
    .execute();
  await insertDicts(db, [
    {
      code: 'nc_status',
      name: '不符合项状态',
      nameEn: 'Nonconformity status',
      items: [
        ['raised', '待整改', 'Raised'],
        ['answered', '已答复', 'Answered'],
        ['returned', '已退回', 'Returned'],
        ['accepted', '已关闭', 'Accepted'],
      ],
    },
    {
      code: 'nc_grade',
      name: '不符合项等级',
      nameEn: 'Nonconformity grade',
      items: [
        ['major', '严重不符合', 'Major'],
        ['minor', '一般不符合', 'Minor'],
      ],
    },
    {
      code: 'nc_audit_kind',
      name: '审核类型',
      nameEn: 'Audit kind',
      items: [
        ['stage1', '第一阶段审核', 'Stage 1 audit'],
        ['stage2', '第二阶段审核', 'Stage 2 audit'],
        ['surveillance', '监督审核', 'Surveillance audit'],
      ],
    },
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .deleteFrom('sys_dict_item')
    .where(
      'dict_id',
      'in',
      db
        .selectFrom('sys_dict')
        .select('id')
        .where('dict_code', 'in', ['nc_status', 'nc_grade', 'nc_audit_kind']),
    )
    .execute();
  await db
    .deleteFrom('sys_dict')
    .where('dict_code', 'in', ['nc_status', 'nc_grade', 'nc_audit_kind'])
    .execute();
  await db.schema.dropTable('isps_nonconformity').ifExists().execute();
}
