/**
 * The workflow engine and online applications:
 * - sys_workflow_history: one row per transition of a record (src/server/workflow/history.ts);
 * - isps_apply: a company's online application (entity schemas/entities/isps_apply.json), the
 *   chosen business types comma-joined in business_types;
 * - the apply_status dictionary;
 * - the business-type tree in the category dictionary (sys_category): root `business_type`, the
 *   thirteen home sections (codes = the business_type dictionary's values) and a few real sub-types
 *   under each, which the application form picks from (widget categoryTree, codes).
 * Texts are written out here so the migration does the same whatever the seed modules become.
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts } from '../../seed/dicts';
import { newId } from '../ids';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

type Node = [code: string, name: string, nameEn: string];

const ROOT: Node = ['business_type', '业务类型', 'Business type'];

const SECTIONS: Array<{ section: Node; subTypes: Node[] }> = [
  {
    section: ['system_cert', '体系认证', 'System certification'],
    subTypes: [
      ['system_cert-iso9001', 'ISO 9001 质量管理体系', 'ISO 9001 quality management system'],
      ['system_cert-iso14001', 'ISO 14001 环境管理体系', 'ISO 14001 environmental management system'],
      [
        'system_cert-iso45001',
        'ISO 45001 职业健康安全管理体系',
        'ISO 45001 occupational health and safety management system',
      ],
      [
        'system_cert-iso27001',
        'ISO/IEC 27001 信息安全管理体系',
        'ISO/IEC 27001 information security management system',
      ],
    ],
  },
  {
    section: ['service_cert', '服务认证', 'Service certification'],
    subTypes: [
      ['service_cert-after_sales', '售后服务认证', 'After-sales service certification'],
      ['service_cert-property', '物业服务认证', 'Property management service certification'],
    ],
  },
  {
    section: ['product_cert', '产品认证', 'Product certification'],
    subTypes: [
      ['product_cert-ccc', 'CCC 强制性产品认证', 'CCC compulsory product certification'],
      ['product_cert-voluntary', '自愿性产品认证', 'Voluntary product certification'],
    ],
  },
  {
    section: ['industrial_inspection', '工业产品检验', 'Industrial product inspection'],
    subTypes: [
      ['industrial_inspection-export', '出口工业产品检验', 'Export industrial product inspection'],
      ['industrial_inspection-import', '进口工业产品检验', 'Import industrial product inspection'],
    ],
  },
  {
    section: ['container_inspection', '集装箱检验', 'Container inspection'],
    subTypes: [
      ['container_inspection-new', '新造集装箱检验', 'New container inspection'],
      ['container_inspection-in_service', '在役集装箱检验', 'In-service container inspection'],
    ],
  },
  {
    section: ['safety', '安全', 'Safety'],
    subTypes: [
      ['safety-standardization', '安全生产标准化评审', 'Work safety standardisation review'],
      ['safety-assessment', '安全评价', 'Safety assessment'],
    ],
  },
  {
    section: ['green_low_carbon', '绿色低碳', 'Green low-carbon'],
    subTypes: [
      ['green_low_carbon-carbon_verification', '碳排放核查', 'Carbon emission verification'],
      ['green_low_carbon-green_product', '绿色产品认证', 'Green product certification'],
    ],
  },
  {
    section: ['testing', '检测', 'Testing'],
    subTypes: [
      ['testing-materials', '材料检测', 'Materials testing'],
      ['testing-electrical_safety', '电气安全检测', 'Electrical safety testing'],
    ],
  },
  {
    section: ['vocational_training', '职业培训', 'Vocational training'],
    subTypes: [
      ['vocational_training-internal_auditor', '内审员培训', 'Internal auditor training'],
      ['vocational_training-safety', '安全培训', 'Safety training'],
    ],
  },
  {
    section: ['risk_management', '风险管理', 'Risk management'],
    subTypes: [['risk_management-assessment', '风险评估', 'Risk assessment']],
  },
  {
    section: ['it_integration', '两化融合评定', 'IT-industry integration assessment'],
    subTypes: [
      [
        'it_integration-management_system',
        '两化融合管理体系评定',
        'IT-industry integration management system assessment',
      ],
    ],
  },
  {
    section: ['animal_welfare', '动物福利评价', 'Animal welfare assessment'],
    subTypes: [['animal_welfare-farm', '农场动物福利评价', 'Farm animal welfare assessment']],
  },
  {
    section: ['other_assessment', '其他评价', 'Other assessment'],
    subTypes: [['other_assessment-credit', '信用评价', 'Credit assessment']],
  },
];

function base(table: ReturnType<AnyDb['schema']['createTable']>) {
  return table
    .addColumn('id', 'varchar(32)', (c) =>
      c.primaryKey().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz');
}

/** Inserts the nodes under `pid` (keeping any code that exists) and answers code → id of them all. */
async function insertNodes(
  db: AnyDb,
  pid: string | null,
  nodes: Node[],
  withChildren: boolean,
): Promise<Map<string, string>> {
  await db
    .insertInto('sys_category')
    .values(
      nodes.map(([code, name, nameEn]) => ({
        id: newId(),
        pid,
        code,
        name,
        name_en: nameEn,
        has_child: withChildren ? '1' : '0',
        create_by: 'system',
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const rows: Array<{ id: string; code: string }> = await db
    .selectFrom('sys_category')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      nodes.map((n) => n[0]),
    )
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function up(db: AnyDb): Promise<void> {
  await base(db.schema.createTable('sys_workflow_history'))
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('transition', 'varchar(64)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_state', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'varchar(2000)')
    .addColumn('actor', 'varchar(100)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('sys_workflow_history_record_idx')
    .on('sys_workflow_history')
    .columns(['entity', 'record_id', 'create_time'])
    .execute();

  await base(db.schema.createTable('isps_apply'))
    .addColumn('company_id', 'varchar(32)')
    .addColumn('apply_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('company_name', 'varchar(200)')
    .addColumn('operation_area', 'varchar(20)')
    .addColumn('operation_address', 'varchar(120)')
    .addColumn('contact', 'varchar(50)')
    .addColumn('contact_email', 'varchar(100)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('requirement', 'varchar(2000)')
    .addColumn('business_types', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('reject_reason', 'varchar(500)')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_by', 'varchar(100)')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('isps_apply_company_idx')
    .on('isps_apply')
    .columns(['company_id', 'create_time'])
    .execute();
  await db.schema
    .createIndex('isps_apply_status_idx')
    .on('isps_apply')
    .columns(['status', 'submitted_at'])
    .execute();

  await insertDicts(db, [
    {
      code: 'apply_status',
      name: '申请状态',
      nameEn: 'Application status',
      items: [
        ['draft', '草稿', 'Draft'],
        ['submitted', '已提交', 'Submitted'],
        ['accepted', '已受理', 'Accepted'],
        ['rejected', '已驳回', 'Rejected'],
        ['withdrawn', '已撤回', 'Withdrawn'],
      ],
    },
  ]);

  const root = await insertNodes(db, null, [ROOT], true);
  const rootId = root.get(ROOT[0]);
  if (!rootId) throw new Error('business_type category root missing');
  const sections = await insertNodes(
    db,
    rootId,
    SECTIONS.map((s) => s.section),
    true,
  );
  for (const { section, subTypes } of SECTIONS) {
    const sectionId = sections.get(section[0]);
    if (sectionId) await insertNodes(db, sectionId, subTypes, false);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('isps_apply').ifExists().execute();
  await db.schema.dropTable('sys_workflow_history').ifExists().execute();
  // The dictionary and the categories are kept: an administrator may have edited them since.
}
