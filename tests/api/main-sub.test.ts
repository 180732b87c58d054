/**
 * Main/sub records (x-sub-tables): an audit plan and its audit team members are written by the
 * generic CRUD's add and edit in one request and one transaction. Test-only entities registered at
 * run time (no product table is invented): rows inserted, updated, deleted and reordered; a bad row
 * writes nothing; another plan's member is refused; the sub entity's own codes are checked.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { api, grant, type Api } from '../fixtures/crud-helpers';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';

const MEMBER = {
  $id: 'rt_audit_member',
  type: 'object',
  title: { 'zh-CN': '审核组成员', 'en-US': 'Audit team member' },
  'x-table': 'rt_audit_member',
  'x-api': `${RUNTIME_API_BASE}/rt_audit_member`,
  'x-scope': 'none',
  'x-permissions': {
    list: 'online:auditmember:list',
    add: 'online:auditmember:add',
    edit: 'online:auditmember:edit',
    delete: 'online:auditmember:delete',
  },
  required: ['planId', 'auditorName', 'days'],
  properties: {
    planId: { type: 'string', title: { 'zh-CN': '审核计划', 'en-US': 'Audit plan' }, maxLength: 32 },
    auditorName: {
      type: 'string',
      title: { 'zh-CN': '审核员', 'en-US': 'Auditor' },
      minLength: 1,
      maxLength: 40,
    },
    teamRole: {
      type: 'string',
      title: { 'zh-CN': '组内角色', 'en-US': 'Team role' },
      enum: ['leader', 'auditor', 'expert'],
    },
    days: { type: 'number', title: { 'zh-CN': '人日', 'en-US': 'Man-days' }, minimum: 0.5, maximum: 60 },
    sortNo: { type: 'integer', title: { 'zh-CN': '排序', 'en-US': 'Order' } },
  },
  additionalProperties: false,
};

const PLAN = {
  $id: 'rt_audit_plan',
  type: 'object',
  title: { 'zh-CN': '审核计划', 'en-US': 'Audit plan' },
  'x-table': 'rt_audit_plan',
  'x-api': `${RUNTIME_API_BASE}/rt_audit_plan`,
  'x-scope': 'none',
  'x-permissions': {
    list: 'online:auditplan:list',
    add: 'online:auditplan:add',
    edit: 'online:auditplan:edit',
    delete: 'online:auditplan:delete',
  },
  'x-sub-tables': [
    { property: 'members', entity: 'rt_audit_member', foreignKey: 'planId', orderField: 'sortNo' },
  ],
  required: ['planNo'],
  properties: {
    planNo: {
      type: 'string',
      title: { 'zh-CN': '计划编号', 'en-US': 'Plan no.' },
      minLength: 1,
      maxLength: 32,
    },
    members: { type: 'array', title: { 'zh-CN': '审核组', 'en-US': 'Audit team' }, 'x-virtual': true },
  },
  additionalProperties: false,
};

const PLANS = PLAN['x-api'];
const TEMP_ID = 'f'.repeat(32);

interface Member {
  id: string;
  planId: string;
  auditorName: string;
  teamRole: string | null;
  days: number;
  sortNo: number;
}

describeEachBackend('main/sub records in one transaction', (t) => {
  let admin: Api;

  const count = async (table: string) =>
    (
      await t.app.db
        .selectFrom(table as never)
        .selectAll()
        .execute()
    ).length;
  const plan = async (id: string) => {
    const answer = await admin.get(`${PLANS}/queryById?id=${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result as { id: string; planNo: string; members: Member[] };
  };
  const addPlan = async (planNo: string, members: Array<Partial<Member>>) => {
    const answer = await admin.send('POST', `${PLANS}/add`, { planNo, members });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.id as string;
  };

  beforeAll(async () => {
    await registerRuntimeEntity(t.app, MEMBER, { createTableFromDdl: true });
    await registerRuntimeEntity(t.app, PLAN, { createTableFromDdl: true });
    admin = t.admin;
  }, 120_000);

  it('refuses a sub table whose entity is not registered or whose property is not a virtual array', async () => {
    const orphan = {
      ...PLAN,
      $id: 'rt_orphan',
      'x-table': 'rt_orphan',
      'x-api': `${RUNTIME_API_BASE}/rt_orphan`,
      'x-sub-tables': [{ property: 'members', entity: 'rt_nothing', foreignKey: 'planId' }],
    };
    await expect(registerRuntimeEntity(t.app, orphan)).rejects.toThrow(/rt_nothing/);
    const stored = {
      ...orphan,
      $id: 'rt_stored',
      'x-table': 'rt_stored',
      'x-api': `${RUNTIME_API_BASE}/rt_stored`,
      'x-sub-tables': [{ property: 'planNo', entity: 'rt_audit_member', foreignKey: 'planId' }],
    };
    await expect(registerRuntimeEntity(t.app, stored)).rejects.toThrow(/x-virtual array/);
  });

  it('adds a plan with its members and answers them on queryById in their order', async () => {
    const id = await addPlan('AP-001', [
      { id: TEMP_ID, auditorName: '张三', teamRole: 'leader', days: 2 },
      { auditorName: '李四', teamRole: 'auditor', days: 1.5 },
    ]);
    const record = await plan(id);
    expect(record.planNo).toBe('AP-001');
    expect(record.members.map((m) => [m.auditorName, m.sortNo, m.planId])).toEqual([
      ['张三', 0, id],
      ['李四', 1, id],
    ]);
    // The temporary id is replaced by a server id.
    expect(record.members.every((m) => /^[0-9a-f]{32}$/.test(m.id) && m.id !== TEMP_ID)).toBe(true);
  });

  it('edits: updates a kept row, deletes a listed one, inserts a new one and keeps the new order', async () => {
    const id = await addPlan('AP-002', [
      { auditorName: '王五', days: 3 },
      { auditorName: '赵六', days: 1 },
    ]);
    const [wang, zhao] = (await plan(id)).members as [Member, Member];
    const edited = await admin.send('PUT', `${PLANS}/edit`, {
      id,
      planNo: 'AP-002-改',
      members: [
        { id: TEMP_ID, auditorName: '孙七', teamRole: 'expert', days: 0.5 },
        { ...wang, auditorName: '王五（组长）', teamRole: 'leader' },
      ],
      members_deleted: [zhao.id],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const record = await plan(id);
    expect(record.planNo).toBe('AP-002-改');
    expect(record.members.map((m) => [m.auditorName, m.teamRole, m.sortNo])).toEqual([
      ['孙七', 'expert', 0],
      ['王五（组长）', 'leader', 1],
    ]);
    expect(record.members[1]?.id).toBe(wang.id);
    const zhaoLeft = await t.app.db
      .selectFrom('rt_audit_member' as never)
      .selectAll()
      .where('id' as never, '=', zhao.id as never)
      .execute();
    expect(zhaoLeft).toHaveLength(0);

    // Without the property the stored rows are left as they are.
    expect((await admin.send('PUT', `${PLANS}/edit`, { id, planNo: 'AP-002-再改' })).status).toBe(200);
    expect((await plan(id)).members).toHaveLength(2);
  });

  it('writes nothing when one member is invalid, naming the row and field', async () => {
    const plans = await count('rt_audit_plan');
    const members = await count('rt_audit_member');
    const refused = await admin.send('POST', `${PLANS}/add`, {
      planNo: 'AP-BAD',
      members: [
        { auditorName: '周八', days: 1 },
        { auditorName: '', days: 100 },
      ],
    });
    expect(refused.status).toBe(422);
    const errors = refused.body.result as Array<{
      field: string;
      row: number;
      column: string;
      message: string;
    }>;
    expect(errors.map((e) => [e.field, e.row, e.column]).sort()).toEqual([
      ['members', 1, 'auditorName'],
      ['members', 1, 'days'],
    ]);
    expect(errors.find((e) => e.column === 'auditorName')?.message).toMatch(/^第 2 行：/);
    expect(await count('rt_audit_plan')).toBe(plans);
    expect(await count('rt_audit_member')).toBe(members);

    // On edit, too: the plan keeps its number and members.
    const id = await addPlan('AP-003', [{ auditorName: '吴九', days: 1 }]);
    const before = await plan(id);
    const bad = await admin.send('PUT', `${PLANS}/edit`, {
      id,
      planNo: 'AP-003-改',
      members: [{ auditorName: '郑十', days: 1, unknownField: 1 }],
      members_deleted: [before.members[0]?.id],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.result[0]).toMatchObject({ field: 'members', column: 'unknownField' });
    expect(await plan(id)).toEqual(before);
  });

  it("refuses another plan's member, kept or deleted, and changes neither plan", async () => {
    const mine = await addPlan('AP-004', [{ auditorName: '甲', days: 1 }]);
    const theirs = await addPlan('AP-005', [{ auditorName: '乙', days: 1 }]);
    const theirsBefore = await plan(theirs);
    const stolen = theirsBefore.members[0] as Member;
    const kept = await admin.send('PUT', `${PLANS}/edit`, {
      id: mine,
      planNo: 'AP-004',
      members: [{ ...stolen, auditorName: '乙（改）' }],
    });
    expect(kept.status).toBe(422);
    expect(kept.body.result).toEqual([
      { field: 'members', row: 0, column: 'id', message: '该行不属于当前记录!' },
    ]);
    const deleted = await admin.send('PUT', `${PLANS}/edit`, {
      id: mine,
      planNo: 'AP-004',
      members_deleted: [stolen.id],
    });
    expect(deleted.status).toBe(422);
    expect(deleted.body.result[0]).toMatchObject({ field: 'members_deleted', row: 0, column: 'id' });
    expect(await plan(theirs)).toEqual(theirsBefore);
    expect((await plan(mine)).members.map((m) => m.auditorName)).toEqual(['甲']);
  });

  it("needs the sub entity's own codes and deletes the members with their plan", async () => {
    await grant(t.app.db, 'staff', [
      'online:auditplan:list',
      'online:auditplan:add',
      'online:auditplan:delete',
    ]);
    const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    const plans = await count('rt_audit_plan');
    const refused = await staff.send('POST', `${PLANS}/add`, {
      planNo: 'AP-006',
      members: [{ auditorName: '丙', days: 1 }],
    });
    expect(refused.status).toBe(403);
    expect(await count('rt_audit_plan')).toBe(plans);
    // Without the sub table's list code, queryById leaves it out.
    const alone = await staff.send('POST', `${PLANS}/add`, { planNo: 'AP-007' });
    expect(alone.status).toBe(200);
    const read = await staff.get(`${PLANS}/queryById?id=${alone.body.result.id}`);
    expect(read.body.result).not.toHaveProperty('members');

    const id = await addPlan('AP-008', [
      { auditorName: '丁', days: 1 },
      { auditorName: '戊', days: 2 },
    ]);
    expect((await admin.send('DELETE', `${PLANS}/delete?id=${id}`)).status).toBe(200);
    const left = await t.app.db
      .selectFrom('rt_audit_member' as never)
      .selectAll()
      .where('plan_id' as never, '=', id as never)
      .execute();
    expect(left).toHaveLength(0);
  });
});
