/**
 * Projects (W2): stage templates with their stages (data an admin edits; two seeded:
 * management-system certification and inspection/testing), projects with the stage plan copied
 * from their template when created (a later template edit does not move running projects), one
 * acceptance notice per project, one team evaluation per project, the project number sequence, and
 * the dictionaries business_domain, project_status, project_stage and stage_flag. PostgreSQL 15 and
 * PGlite alike.
 *
 * The templates and dictionaries below are the data of this migration's time, kept here as history:
 * today's are schemas/stage-templates and schemas/dicts/project.json, which the start reconciles
 * (seed/stage-template-reconcile.ts, seed/dict-reconcile.ts) and which may change after this.
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts } from '../../seed/dicts';
import { seedId } from '../../seed/seed-id';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

const ID_DEFAULT = sql`replace(gen_random_uuid()::text, '-', '')`;

/** A table with the standard columns every table of the product has. */
function base(db: AnyDb, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().defaultTo(ID_DEFAULT))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz');
}

type Texts = [value: string, text: string, textEn: string];

interface StageAsSeeded {
  code: string;
  text: string;
  textEn: string;
  flag?: 'onsite_audit' | 'decision';
}

const SYSTEM_STAGES: StageAsSeeded[] = [
  { code: 'review', text: '申请评审', textEn: 'Application review' },
  { code: 'contract', text: '合同签订', textEn: 'Contract' },
  { code: 'planning', text: '审核策划', textEn: 'Audit planning' },
  { code: 'stage1', text: '第一阶段审核', textEn: 'Stage 1 audit' },
  { code: 'stage2', text: '第二阶段审核', textEn: 'Stage 2 audit', flag: 'onsite_audit' },
  { code: 'nc_closure', text: '不符合项关闭', textEn: 'Nonconformity closure' },
  { code: 'decision', text: '认证决定', textEn: 'Certification decision', flag: 'decision' },
  { code: 'issued', text: '证书发放', textEn: 'Certificate issued' },
  { code: 'surveillance', text: '监督审核', textEn: 'Surveillance' },
];

const INSPECTION_STAGES: StageAsSeeded[] = [
  { code: 'accepted', text: '已受理', textEn: 'Accepted' },
  { code: 'testing', text: '检验检测', textEn: 'Inspection and testing', flag: 'onsite_audit' },
  { code: 'report', text: '出具报告', textEn: 'Report' },
  { code: 'completed', text: '已完成', textEn: 'Completed' },
];

const BUSINESS_DOMAINS: Texts[] = [
  ['system', '管理体系认证', 'Management system certification'],
  ['product', '产品与服务认证', 'Product and service certification'],
  ['inspection', '检验检测', 'Inspection and testing'],
  ['assessment', '评价与评定', 'Assessment and evaluation'],
  ['training', '培训', 'Training'],
];

const PROJECT_STATUSES: Texts[] = [
  ['active', '进行中', 'In progress'],
  ['completed', '已完成', 'Completed'],
];

const STAGE_FLAGS: Texts[] = [
  ['onsite_audit', '现场审核', 'On-site audit'],
  ['decision', '认证决定', 'Certification decision'],
];

const TEMPLATES = [
  {
    key: 'system',
    name: '管理体系认证流程',
    nameEn: 'Management system certification',
    domain: 'system',
    isDefault: true,
    stages: SYSTEM_STAGES,
  },
  {
    key: 'inspection',
    name: '检验检测流程',
    nameEn: 'Inspection and testing',
    domain: 'inspection',
    isDefault: false,
    stages: INSPECTION_STAGES,
  },
];

function stageTemplateId(key: string): string {
  return seedId(`stage-template:${key}`);
}

export async function up(db: AnyDb): Promise<void> {
  await base(db, 'isps_stage_template')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('business_domain', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('isps_stage_template_domain_idx')
    .on('isps_stage_template')
    .column('business_domain')
    .execute();

  await base(db, 'isps_stage_template_stage')
    .addColumn('template_id', 'varchar(32)', (c) =>
      c.notNull().references('isps_stage_template.id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('flag', 'varchar(16)')
    .addColumn('sort_order', 'integer')
    .execute();
  await db.schema
    .createIndex('isps_stage_template_stage_tpl_idx')
    .on('isps_stage_template_stage')
    .columns(['template_id', 'sort_order'])
    .execute();

  await base(db, 'isps_project')
    .addColumn('apply_id', 'varchar(32)')
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('division_id', 'varchar(32)')
    .addColumn('company_name', 'varchar(100)')
    .addColumn('project_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('project_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('business_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('business_domain', 'varchar(32)', (c) => c.notNull())
    .addColumn('executing_unit', 'varchar(100)')
    .addColumn('template_id', 'varchar(32)')
    .addColumn('stage_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('stage_name', 'varchar(100)')
    .addColumn('stage_name_en', 'varchar(100)')
    .addColumn('stage_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stage_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('apply_date', 'date')
    .addColumn('decision_date', 'date')
    .execute();
  await db.schema
    .createIndex('isps_project_company_idx')
    .on('isps_project')
    .columns(['company_id', 'create_time'])
    .execute();
  await db.schema
    .createIndex('isps_project_division_idx')
    .on('isps_project')
    .columns(['division_id', 'create_time'])
    .execute();
  await db.schema.createIndex('isps_project_apply_idx').on('isps_project').column('apply_id').execute();
  await db.schema
    .createIndex('isps_project_sort_idx')
    .on('isps_project')
    .columns(['create_time', 'id'])
    .execute();

  // The stage plan of a project: its template's stages as they were when the project was created.
  await base(db, 'isps_project_stage')
    .addColumn('project_id', 'varchar(32)', (c) =>
      c.notNull().references('isps_project.id').onDelete('cascade'),
    )
    .addColumn('stage_index', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('flag', 'varchar(16)')
    .addUniqueConstraint('isps_project_stage_uq', ['project_id', 'stage_index'])
    .execute();

  // P + yyyyMM + sequence: one row per month, incremented in the creating transaction.
  await db.schema
    .createTable('isps_project_seq')
    .addColumn('period', 'varchar(6)', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await base(db, 'isps_project_notice')
    .addColumn('project_id', 'varchar(32)', (c) =>
      c.notNull().unique().references('isps_project.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'varchar(32)')
    .addColumn('division_id', 'varchar(32)')
    .addColumn('project_name', 'varchar(200)')
    .addColumn('notice_file', 'varchar(255)')
    .addColumn('notice_time', 'timestamptz')
    .addColumn('signed_file', 'varchar(255)')
    .addColumn('signed_time', 'timestamptz')
    .addColumn('signed_by', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('isps_project_notice_sort_idx')
    .on('isps_project_notice')
    .columns(['create_time', 'id'])
    .execute();

  await base(db, 'isps_evaluation')
    .addColumn('project_id', 'varchar(32)', (c) =>
      c.notNull().unique().references('isps_project.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'varchar(32)')
    .addColumn('division_id', 'varchar(32)')
    .addColumn('project_name', 'varchar(200)')
    .addColumn('personal_quality', 'integer', (c) => c.notNull())
    .addColumn('business_ability', 'integer', (c) => c.notNull())
    .addColumn('professional_ability', 'integer', (c) => c.notNull())
    .addColumn('code_of_conduct', 'integer', (c) => c.notNull())
    .addColumn('service_attitude', 'integer', (c) => c.notNull())
    .addColumn('opinion', 'varchar(1000)')
    .execute();
  await db.schema
    .createIndex('isps_evaluation_sort_idx')
    .on('isps_evaluation')
    .columns(['create_time', 'id'])
    .execute();

  for (const template of TEMPLATES) {
    const id = stageTemplateId(template.key);
    await db
      .insertInto('isps_stage_template')
      .values({
        id,
        name: template.name,
        name_en: template.nameEn,
        business_domain: template.domain,
        is_default: template.isDefault,
        create_by: 'system',
      })
      .execute();
    await db
      .insertInto('isps_stage_template_stage')
      .values(
        template.stages.map((s, index) => ({
          id: seedId(`stage-template:${template.key}:${s.code}`),
          template_id: id,
          code: s.code,
          name: s.text,
          name_en: s.textEn,
          flag: s.flag ?? null,
          sort_order: index,
          create_by: 'system',
        })),
      )
      .execute();
  }

  await insertDicts(db, [
    { code: 'business_domain', name: '业务领域', nameEn: 'Business domain', items: BUSINESS_DOMAINS },
    { code: 'project_status', name: '项目状态', nameEn: 'Project status', items: PROJECT_STATUSES },
    // Each code once: the two templates share none.
    {
      code: 'project_stage',
      name: '项目阶段',
      nameEn: 'Project stage',
      items: [...SYSTEM_STAGES, ...INSPECTION_STAGES].map((s): Texts => [s.code, s.text, s.textEn]),
    },
    { code: 'stage_flag', name: '阶段标记', nameEn: 'Stage flag', items: STAGE_FLAGS },
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'isps_evaluation',
    'isps_project_notice',
    'isps_project_seq',
    'isps_project_stage',
    'isps_project',
    'isps_stage_template_stage',
    'isps_stage_template',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
