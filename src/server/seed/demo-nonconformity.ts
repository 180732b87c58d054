/**
 * DEMO_DATA=1, nonconformities (ISO/IEC 17021-1): on the demo company's management-system and
 * IT-integration projects (seeded by demo-workflow.ts) — a stage 2 major that was answered and
 * accepted, a surveillance minor still waiting for the customer's answer (the customer home shows
 * it), and a surveillance major whose answer the team returned. Its own marker, so a database
 * seeded before nonconformities existed gets them on its next start.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../auth/session-user';
import { newId } from '../db/ids';
import type { Database } from '../db/types';
import { writeHistory } from '../workflow/history';
import { runOnce } from './run-once';
import { DEMO_COMPANY_ID } from './users';

export const DEMO_NC_MARKER = 'demo-nonconformity-v1';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

type Trx = Transaction<Database>;

interface DemoNc {
  type: string;
  auditKind: string;
  grade: 'major' | 'minor';
  clause: string;
  description: string;
  raisedDaysAgo: number;
  /** [transition, to, days ago, note] after raising. */
  steps: Array<[string, string, number, string | null]>;
}

const ANSWER = {
  root_cause: '内部审核方案未覆盖采购过程 / The internal audit programme left out purchasing',
  correction: '已补做采购过程内审 / Purchasing has been audited',
  corrective_action: '修订内审方案，每年覆盖全部过程 / The programme now covers every process each year',
};

const NCS: DemoNc[] = [
  {
    type: 'system_cert',
    auditKind: 'stage2',
    grade: 'major',
    clause: '9.2',
    description: '未对采购过程实施内部审核 / Purchasing was not covered by the internal audit',
    raisedDaysAgo: 330,
    steps: [
      ['answer', 'answered', 320, null],
      ['accept', 'accepted', 315, '证据充分，予以关闭 / Evidence sufficient, closed'],
    ],
  },
  {
    type: 'system_cert',
    auditKind: 'surveillance',
    grade: 'minor',
    clause: '7.5.3',
    description: '部分记录未规定保存期限 / Some records have no retention period',
    raisedDaysAgo: 5,
    steps: [],
  },
  {
    type: 'it_integration',
    auditKind: 'surveillance',
    grade: 'major',
    clause: '8.4',
    description: '外包开发未进行验收控制 / Outsourced development is accepted without checks',
    raisedDaysAgo: 20,
    steps: [
      ['answer', 'answered', 15, null],
      ['return', 'returned', 12, '未提供验收记录 / No acceptance records provided'],
    ],
  },
];

async function staffUser(trx: Trx): Promise<SessionUser | null> {
  const row = await trx
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'company_id', 'division_id', 'org_code'])
    .where('username', '=', 'demostaff')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    userType: 'staff',
    isAdmin: false,
    companyId: row.company_id,
    divisionId: row.division_id,
    orgCode: row.org_code,
    roles: [],
    permissions: new Set(),
    tokenId: 'demo-seed',
  };
}

/** Seeds the demo nonconformities once; answers whether it ran now (false too when the demo projects are missing). */
export async function seedDemoNonconformities(db: Kysely<Database>): Promise<boolean> {
  // Before the workflow demo has its projects, leave the marker unclaimed for a later start.
  const projects = await db
    .selectFrom('isps_project')
    .select('id')
    .where('company_id', '=', DEMO_COMPANY_ID)
    .executeTakeFirst();
  if (!projects) return false;
  return runOnce(db, DEMO_NC_MARKER, async (trx) => {
    const staff = await staffUser(trx);
    const customer = await trx
      .selectFrom('sys_user')
      .select(['username', 'realname'])
      .where('username', '=', 'democustomer')
      .executeTakeFirst();
    if (!staff || !customer) return;
    const counts = new Map<string, number>();
    for (const nc of NCS) {
      const project = await trx
        .selectFrom('isps_project')
        .select(['id', 'project_no', 'project_name', 'division_id'])
        .where('company_id', '=', DEMO_COMPANY_ID)
        .where('business_type', '=', nc.type)
        .orderBy('create_time')
        .executeTakeFirst();
      if (!project) continue;
      const n = (counts.get(project.id) ?? 0) + 1;
      counts.set(project.id, n);
      const id = newId();
      const last = nc.steps.at(-1);
      const answered = nc.steps.find((s) => s[0] === 'answer');
      const state = last?.[1] ?? 'raised';
      await trx
        .insertInto('isps_nonconformity')
        .values({
          id,
          create_by: staff.username,
          create_time: daysAgo(nc.raisedDaysAgo),
          project_id: project.id,
          company_id: DEMO_COMPANY_ID,
          division_id: project.division_id,
          project_name: project.project_name,
          nc_no: `${project.project_no}-NC${String(n).padStart(2, '0')}`,
          audit_kind: nc.auditKind,
          grade: nc.grade,
          clause: nc.clause,
          description: nc.description,
          due_date: daysAgo(nc.raisedDaysAgo - 30)
            .toISOString()
            .slice(0, 10),
          status: state,
          ...(answered
            ? { ...ANSWER, answered_by: customer.username, answered_at: daysAgo(answered[2]) }
            : {}),
          review_note: last && last[0] !== 'answer' ? last[3] : null,
          closed_at: state === 'accepted' && last ? daysAgo(last[2]) : null,
        })
        .execute();
      let from = 'raised';
      for (const [transition, to, ago, note] of nc.steps) {
        const actor: SessionUser =
          transition === 'answer'
            ? { ...staff, username: customer.username, realname: customer.realname }
            : staff;
        await writeHistory(
          trx,
          actor,
          { entity: 'isps_nonconformity', recordId: id, transition, from, to, note },
          daysAgo(ago),
        );
        from = to;
      }
    }
  });
}
