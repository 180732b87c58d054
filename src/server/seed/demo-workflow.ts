/**
 * DEMO_DATA=1, the certification workflow, for the demo company (democustomer's): its
 * applications in every state with their history, the projects of the accepted one (made by the
 * accept action's own function, createProjectsForApply) at several stages of both templates with a
 * history row per step, certificates in every status (one valid certificate expiring within 90 days;
 * numbers from the certificate numbering), an acceptance notice, a team evaluation, and a published
 * survey with the company's answer. Runs once per database (marker `demo-workflow-v1`); a table of the
 * workflow that is missing leaves the whole seed out, logged, rather than half of it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../auth/session-user';
import { CATALOGUE } from '../../shared/messages/catalogue';
import { newId } from '../db/ids';
import type { Database } from '../db/types';
import { nextCertificateNo } from '../modules/certificate/cert-numbering';
import { createProjectsForApply } from '../modules/project/create-projects';
import { readQuestions } from '../modules/survey/questionnaire';
import { writeHistory } from '../workflow/history';
import { runOnce } from './run-once';
import { putSeedFile, seedStore, type SeedFileTarget } from './seed-files';
import type { FileStore } from '../storage/index';
import { seedId } from './seed-id';
import { DEMO_COMPANY_ID } from './users';

export const DEMO_WORKFLOW_MARKER = 'demo-workflow-v1';

type Trx = Transaction<Database>;

const DAY = 24 * 60 * 60 * 1000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const addYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return iso(new Date(d.getTime() - DAY));
};

async function sessionUserOf(trx: Trx, username: string): Promise<SessionUser | null> {
  const row = await trx
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'user_type', 'company_id', 'division_id', 'org_code'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    userType: row.user_type,
    isAdmin: false,
    companyId: row.company_id,
    divisionId: row.division_id,
    orgCode: row.org_code,
    roles: [],
    permissions: new Set(),
    tokenId: 'demo-seed',
  };
}

interface DemoApply {
  key: string;
  types: string[];
  /** The steps after the draft: [transition, to, days ago, note?]. */
  steps: Array<[string, string, number, string?]>;
}

const APPLIES: DemoApply[] = [
  { key: 'draft', types: ['vocational_training'], steps: [] },
  { key: 'submitted', types: ['safety', 'risk_management'], steps: [['submit', 'submitted', 2]] },
  {
    key: 'accepted',
    types: [
      'system_cert',
      'it_integration',
      'product_cert',
      'service_cert',
      'green_low_carbon',
      'testing',
      'container_inspection',
    ],
    steps: [
      ['submit', 'submitted', 420],
      ['accept', 'accepted', 418],
    ],
  },
  {
    key: 'rejected',
    types: ['animal_welfare'],
    steps: [
      ['submit', 'submitted', 30],
      ['reject', 'rejected', 28, '申请范围不在本机构认可范围内 / Outside our accredited scope'],
    ],
  },
  {
    key: 'withdrawn',
    types: ['other_assessment'],
    steps: [
      ['submit', 'submitted', 12],
      ['withdraw', 'withdrawn', 10],
    ],
  },
];

async function seedApplies(
  trx: Trx,
  customer: SessionUser,
  staff: SessionUser,
  companyName: string,
): Promise<string> {
  let acceptedId = '';
  for (const [n, demo] of APPLIES.entries()) {
    const id = seedId(`demo-apply:${demo.key}`);
    const last = demo.steps[demo.steps.length - 1];
    const submitted = demo.steps.find(([t]) => t === 'submit');
    const decided = demo.steps.find(([t]) => t === 'accept' || t === 'reject');
    await trx
      .insertInto('isps_apply')
      .values({
        id,
        company_id: DEMO_COMPANY_ID,
        apply_no: `AP-DEMO-${String(n + 1).padStart(3, '0')}`,
        company_name: companyName,
        operation_area: '310104',
        operation_address: '徐汇区示例路88号',
        contact: '演示客户',
        contact_email: 'democustomer@example.com',
        contact_phone: '13800000000',
        requirement: '希望在年内完成认证并取得证书。',
        business_types: demo.types.join(','),
        status: last ? last[1] : 'draft',
        reject_reason: decided?.[0] === 'reject' ? (decided[3] ?? null) : null,
        submitted_at: submitted ? daysAgo(submitted[2]) : null,
        decided_by: decided ? staff.username : null,
        decided_at: decided ? daysAgo(decided[2]) : null,
        create_by: customer.username,
        create_time: daysAgo((submitted?.[2] ?? 1) + 1),
      })
      .execute();
    let from = 'draft';
    for (const [transition, to, ago, note] of demo.steps) {
      const actor = transition === 'accept' || transition === 'reject' ? staff : customer;
      await writeHistory(
        trx,
        actor,
        { entity: 'isps_apply', recordId: id, transition, from, to, note: note ?? null },
        daysAgo(ago),
      );
      from = to;
    }
    if (demo.key === 'accepted') acceptedId = id;
  }
  return acceptedId;
}

/** Moves a project to a stage of its plan, one history row per step, dated from `startDaysAgo` on. */
async function advanceTo(
  trx: Trx,
  staff: SessionUser,
  projectId: string,
  target: string,
  startDaysAgo: number,
): Promise<void> {
  const stages = await trx
    .selectFrom('isps_project_stage')
    .select(['stage_index', 'code', 'name', 'name_en', 'flag'])
    .where('project_id', '=', projectId)
    .orderBy('stage_index')
    .execute();
  const targetIndex = stages.findIndex((s) => s.code === target);
  if (targetIndex <= 0) return;
  let decisionDate: string | null = null;
  for (let i = 1; i <= targetIndex; i++) {
    const at = daysAgo(Math.max(startDaysAgo - i * 20, 1));
    const stage = stages[i]!;
    if (stage.flag === 'decision' || stage.code === 'decision') decisionDate = iso(at);
    await writeHistory(
      trx,
      staff,
      {
        entity: 'isps_project',
        recordId: projectId,
        transition: 'advance',
        from: stages[i - 1]!.code,
        to: stage.code,
        note: `进入“${stage.name}” / ${stage.name_en ?? stage.name}`,
      },
      at,
    );
  }
  const stage = stages[targetIndex]!;
  await trx
    .updateTable('isps_project')
    .set({
      stage_code: stage.code,
      stage_index: targetIndex,
      stage_name: stage.name,
      stage_name_en: stage.name_en,
      status: targetIndex === stages.length - 1 ? 'completed' : 'active',
      ...(decisionDate ? { decision_date: decisionDate } : {}),
      update_by: staff.username,
      update_time: new Date(),
    })
    .where('id', '=', projectId)
    .execute();
}

interface DemoCertificate {
  type: string;
  status: 'valid' | 'suspended' | 'withdrawn' | 'cancelled' | 'expired';
  /** Issued this many days ago (3 years' validity). */
  issuedDaysAgo: number;
  reason?: string;
  standard: string;
}

const CERTIFICATES: DemoCertificate[] = [
  { type: 'system_cert', status: 'valid', issuedDaysAgo: 200, standard: 'GB/T 19001-2016 / ISO 9001:2015' },
  {
    type: 'system_cert',
    status: 'expired',
    issuedDaysAgo: 3 * 365 + 200,
    standard: 'GB/T 19001-2016 / ISO 9001:2015',
  },
  // Valid, and due to expire within 90 days: the reminder job and the list show it. Its second
  // surveillance audit (two years after issue) has passed with the certificate still valid: the
  // staff dashboard and the certificate list flag it as overdue, and offer to suspend it.
  // (src/shared/certificate/surveillance-due.ts)
  { type: 'it_integration', status: 'valid', issuedDaysAgo: 3 * 365 - 45, standard: 'GB/T 23001-2017' },
  {
    type: 'product_cert',
    status: 'suspended',
    issuedDaysAgo: 300,
    reason: `${CATALOGUE.surveillanceOverdueReason['zh-CN']} / ${CATALOGUE.surveillanceOverdueReason['en-US']}`,
    standard: 'CQC 11-461142-2020',
  },
  {
    type: 'service_cert',
    status: 'withdrawn',
    issuedDaysAgo: 500,
    reason: '严重不符合项未关闭 / Major nonconformity not closed',
    standard: 'GB/T 27922-2011',
  },
  {
    type: 'green_low_carbon',
    status: 'cancelled',
    issuedDaysAgo: 400,
    reason: '企业申请注销 / Cancelled at the holder’s request',
    standard: 'GB/T 32161-2015',
  },
];

/** A demo project as the certificate seed needs it. */
interface SeededProject {
  id: string;
  name: string;
  domain: string;
  division: string | null;
  unit: string | null;
  decision: string | null;
}

async function seedCertificates(
  trx: Trx,
  staff: SessionUser,
  projects: Map<string, SeededProject>,
  holder: string,
): Promise<void> {
  for (const demo of CERTIFICATES) {
    const project = projects.get(demo.type);
    if (!project) continue;
    const issueDate = iso(daysAgo(demo.issuedDaysAgo));
    const certificateNo = await nextCertificateNo(trx, project.domain, issueDate);
    const division = project.division
      ? await trx
          .selectFrom('sys_depart')
          .select(['depart_name'])
          .where('id', '=', project.division)
          .executeTakeFirst()
      : undefined;
    const id = newId();
    await trx
      .insertInto('isps_certificate')
      .values({
        id,
        certificate_no: certificateNo,
        project_id: project.id,
        project_name: project.name,
        company_id: DEMO_COMPANY_ID,
        division_id: project.division,
        division_name: division?.depart_name ?? null,
        holder_name: holder,
        holder_address: '上海市徐汇区示例路88号',
        sites: '上海市徐汇区示例路88号',
        standard: demo.standard,
        scope: '软件开发、系统集成及相关技术服务',
        business_domain: project.domain,
        business_type: demo.type,
        executing_unit: project.unit,
        decision_date: issueDate,
        issue_date: issueDate,
        valid_until: addYears(issueDate, 3),
        status: demo.status,
        status_reason: demo.reason ?? null,
        surveillance1_due: addYears(issueDate, 1),
        surveillance2_due: addYears(issueDate, 2),
        revision: 0,
        create_by: staff.username,
        create_time: daysAgo(demo.issuedDaysAgo),
      })
      .execute();
    if (demo.status !== 'valid' && demo.status !== 'expired') {
      const action =
        demo.status === 'suspended' ? 'suspend' : demo.status === 'withdrawn' ? 'withdraw' : 'cancel';
      await writeHistory(
        trx,
        staff,
        {
          entity: 'isps_certificate',
          recordId: id,
          transition: action,
          from: 'valid',
          to: demo.status,
          note: demo.reason ?? null,
        },
        daysAgo(20),
      );
    }
  }
}

/** A small one-page PDF, stored like a staff upload, so the notice can be downloaded. */
async function storeNoticePdf(trx: Trx, files: FileStore, staff: SessionUser): Promise<string> {
  const path = `notice/demo/${seedId('demo-notice-file')}.pdf`;
  const body = 'BT /F1 18 Tf 72 720 Td (CertDesk demo acceptance notice) Tj ET';
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${body.length} >> stream\n${body}\nendstream endobj`,
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  const data = Buffer.from(pdf, 'latin1');
  await putSeedFile(files, path, data, 'application/pdf');
  await trx
    .insertInto('sys_file')
    .values({
      id: seedId('file:demo-notice'),
      biz: 'notice',
      path,
      original_name: '受理告知书.pdf',
      size: data.length,
      mime: 'application/pdf',
      user_id: staff.id,
      company_id: null,
      referenced_at: new Date(),
      create_by: staff.username,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return path;
}

const SURVEY_QUESTIONS = [
  {
    key: 'overall',
    type: 'rating',
    titleZh: '您对我们服务的总体满意度',
    titleEn: 'Overall satisfaction with our service',
    required: true,
  },
  {
    key: 'speed',
    type: 'single',
    titleZh: '审核进度是否符合预期',
    titleEn: 'Did the audit keep to the schedule',
    options: 'yes|符合|Yes\npartly|基本符合|Mostly\nno|不符合|No',
    required: true,
  },
  {
    key: 'channels',
    type: 'multiple',
    titleZh: '您通过哪些渠道与我们联系',
    titleEn: 'How do you contact us',
    options: 'web|网站|Website\nphone|电话|Phone\nemail|邮件|Email',
    required: false,
  },
  { key: 'advice', type: 'text', titleZh: '意见和建议', titleEn: 'Suggestions', required: false },
];

async function seedSurveys(trx: Trx, customer: SessionUser, staff: SessionUser): Promise<void> {
  const questions = JSON.stringify(readQuestions(SURVEY_QUESTIONS).questions);
  const published = seedId('demo-survey:published');
  await trx
    .insertInto('isps_survey')
    .values([
      {
        id: published,
        title: '2026年度客户满意度调查',
        title_en: '2026 customer satisfaction survey',
        description: '感谢您抽出时间填写，我们将据此改进服务。',
        questions,
        status: 'published',
        published_at: daysAgo(15),
        create_by: staff.username,
        create_time: daysAgo(16),
      },
      {
        id: seedId('demo-survey:draft'),
        title: '培训服务满意度调查',
        title_en: 'Training satisfaction survey',
        description: '草稿：发布前可修改问题。',
        questions,
        status: 'draft',
        create_by: staff.username,
      },
    ])
    .execute();
  await writeHistory(
    trx,
    staff,
    {
      entity: 'isps_survey',
      recordId: published,
      transition: 'publish',
      from: 'draft',
      to: 'published',
      note: null,
    },
    daysAgo(15),
  );
  await trx
    .insertInto('isps_survey_answer')
    .values({
      id: newId(),
      survey_id: published,
      company_id: DEMO_COMPANY_ID,
      answers: JSON.stringify({
        overall: 4,
        speed: 'partly',
        channels: ['web', 'phone'],
        advice: '希望证书下载更方便。',
      }),
      answered_by: customer.username,
      create_by: customer.username,
    })
    .execute();
}

async function hasWorkflowTables(db: Kysely<Database>): Promise<boolean> {
  const tables = [
    'isps_apply',
    'sys_workflow_history',
    'isps_project',
    'isps_project_stage',
    'isps_project_notice',
    'isps_evaluation',
    'isps_certificate',
    'isps_survey',
  ];
  const found = await db
    .selectFrom('information_schema.tables' as never)
    .select('table_name' as never)
    .where('table_name' as never, 'in', tables as never)
    .execute();
  return found.length >= tables.length;
}

/** Seeds the workflow demo once; answers whether it ran now. `files` or `dataDir` stores the notice's PDF. */
export async function seedDemoWorkflow(
  db: Kysely<Database>,
  options: SeedFileTarget & { log?: (message: string) => void } = {},
): Promise<boolean> {
  const files = seedStore(options);
  if (!(await hasWorkflowTables(db))) {
    options.log?.('demo workflow data left out: a workflow table is missing');
    return false;
  }
  return runOnce(db, DEMO_WORKFLOW_MARKER, async (trx) => {
    const customer = await sessionUserOf(trx, 'democustomer');
    const staff = await sessionUserOf(trx, 'demostaff');
    const company = await trx
      .selectFrom('cust_company')
      .select('name')
      .where('id', '=', DEMO_COMPANY_ID)
      .executeTakeFirst();
    if (!customer || !staff || !company) return;

    const acceptedId = await seedApplies(trx, customer, staff, company.name);
    const created = await createProjectsForApply(trx, {
      apply: { id: acceptedId },
      user: staff,
      input: { executingUnit: '上海审核中心 / Shanghai audit centre' },
    });
    const where: Record<string, [string, number]> = {
      system_cert: ['surveillance', 400],
      it_integration: ['surveillance', 400],
      product_cert: ['issued', 380],
      service_cert: ['issued', 380],
      green_low_carbon: ['issued', 360],
      testing: ['report', 200],
      container_inspection: ['accepted', 0],
    };
    const projects = new Map<string, SeededProject>();
    for (const p of created) {
      const target = where[p.businessType];
      if (target) await advanceTo(trx, staff, p.id, target[0], target[1]);
      const row = await trx
        .selectFrom('isps_project')
        .select(['project_name', 'business_domain', 'division_id', 'executing_unit', 'decision_date'])
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      projects.set(p.businessType, {
        id: p.id,
        name: row.project_name,
        domain: row.business_domain,
        division: row.division_id,
        unit: row.executing_unit,
        decision: row.decision_date as string | null,
      });
    }
    await seedCertificates(trx, staff, projects, company.name);

    const testing = projects.get('testing');
    if (testing) {
      await trx
        .insertInto('isps_evaluation')
        .values({
          id: newId(),
          project_id: testing.id,
          company_id: DEMO_COMPANY_ID,
          division_id: testing.division,
          project_name: testing.name,
          personal_quality: 5,
          business_ability: 4,
          professional_ability: 5,
          code_of_conduct: 5,
          service_attitude: 4,
          opinion: '检测团队专业、高效。',
          create_by: customer.username,
        })
        .execute();
    }
    const audited = projects.get('container_inspection');
    if (audited && files) {
      const file = await storeNoticePdf(trx, files, staff);
      await trx
        .insertInto('isps_project_notice')
        .values({
          id: newId(),
          project_id: audited.id,
          company_id: DEMO_COMPANY_ID,
          division_id: audited.division,
          project_name: audited.name,
          notice_file: file,
          notice_time: new Date(),
          create_by: staff.username,
        })
        .execute();
    }
    await seedSurveys(trx, customer, staff);
  });
}
