/**
 * Online applications (SPEC §1 "Apply online", §5): drafts through the CRUD, then the
 * x-workflow transitions submit, withdraw, accept (creates the projects) and reject, with every
 * refusal a client can meet: 11 types (422, the spec's text), submit without requirement (409),
 * before activation (403), edit after submit (409), withdraw after acceptance (409), another
 * company's application (404), unknown business types (422).
 */
import { beforeAll, expect, it } from 'vitest';
import { COMPANY_MSG } from '../../src/shared/messages/company';
import { otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { sameCompanyColleague } from './helpers/accounts';
import { describeEachBackend } from './helpers/suite';

const API = '/isps/apply';

const draft = (over: Record<string, unknown> = {}) => ({
  businessTypes: ['system_cert-iso9001', 'product_cert'],
  operationArea: '440305',
  operationAddress: '深圳市南山区科技园 1 号',
  contact: '张三',
  contactEmail: 'zhang@example.com',
  contactPhone: '13800138000',
  requirement: '需要 ISO 9001 认证',
  ...over,
});

const ELEVEN = [
  'system_cert-iso9001',
  'system_cert-iso14001',
  'system_cert-iso45001',
  'system_cert-iso27001',
  'service_cert-after_sales',
  'product_cert-ccc',
  'product_cert-voluntary',
  'testing-materials',
  'safety-assessment',
  'green_low_carbon',
  'risk_management',
];

describeEachBackend('online applications', (t) => {
  let customer: Api;
  let colleague: Api;
  let other: Api;
  let inactive: Api;
  let staff: Api;
  let companyId = '';
  let customerUserId = '';

  beforeAll(async () => {
    const me = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'company_id'])
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    companyId = me.company_id ?? '';
    customerUserId = me.id;
    const sub = await sameCompanyColleague(t.app.db, companyId, 'applysub');
    const b = await otherCompanyCustomer(t.app.db, 'applyother');
    const c = await otherCompanyCustomer(t.app.db, 'applyinactive');
    await t.app.db
      .updateTable('cust_company')
      .set({ status: 'inactive' })
      .where('id', '=', c.companyId)
      .execute();
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    colleague = await t.as(sub.username, sub.password);
    other = await t.as(b.username, b.password);
    inactive = await t.as(c.username, c.password);
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
  });

  const add = async (body = draft()) => {
    const r = await customer.send('POST', `${API}/add`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.id as string;
  };
  const stored = (id: string) =>
    t.app.db.selectFrom('isps_apply').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('saves a draft with the company, a number and the business types as an array', async () => {
    const id = await add();
    const row = await stored(id);
    expect(row).toMatchObject({
      status: 'draft',
      company_id: companyId,
      company_name: '示例科技有限公司',
      business_types: 'system_cert-iso9001,product_cert',
    });
    expect(row.apply_no).toMatch(/^AP\d{18}$/);
    const read = await customer.get(`${API}/queryById?id=${id}`);
    expect(read.body.result).toMatchObject({
      id,
      status: 'draft',
      status_dictText: '草稿',
      businessTypes: ['system_cert-iso9001', 'product_cert'],
    });
    const list = await customer.get(`${API}/list`);
    expect(list.body.result.records.find((r: { id: string }) => r.id === id)?.businessTypes).toEqual([
      'system_cert-iso9001',
      'product_cert',
    ]);
  });

  it('refuses 11 business types with the spec text (422), unknown types and missing contact fields', async () => {
    const eleven = await customer.send('POST', `${API}/add`, draft({ businessTypes: ELEVEN }));
    expect(eleven.status).toBe(422);
    expect(eleven.body.result).toEqual([{ field: 'businessTypes', message: '申请的业务类型最多10个' }]);
    const english = await t.app.inject({
      method: 'POST',
      url: `${API}/add`,
      headers: {
        'x-access-token': await t.login(t.seed.customer.username, t.seed.customer.password),
        'accept-language': 'en-US',
      },
      payload: draft({ businessTypes: ELEVEN }),
    });
    expect(english.json().result).toEqual([
      { field: 'businessTypes', message: 'The applied types can be at most 10' },
    ]);
    expect(
      (await customer.send('POST', `${API}/add`, draft({ businessTypes: ELEVEN.slice(0, 10) }))).status,
    ).toBe(200);

    const none = await customer.send('POST', `${API}/add`, draft({ businessTypes: [] }));
    expect(none.status).toBe(422);
    expect(none.body.result).toEqual([{ field: 'businessTypes', message: '请至少选择一个业务类型' }]);
    const unknown = await customer.send(
      'POST',
      `${API}/add`,
      draft({ businessTypes: ['system_cert', 'no_such_type'] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.result[0].field).toBe('businessTypes');

    const missing = await customer.send(
      'POST',
      `${API}/add`,
      draft({ contactPhone: '', contactEmail: 'not-an-email', operationAddress: 'x'.repeat(121) }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.result.map((e: { field: string }) => e.field).sort()).toEqual([
      'contactEmail',
      'contactPhone',
      'operationAddress',
    ]);
    const state = await customer.send('POST', `${API}/add`, draft({ status: 'accepted' }));
    expect(state.status).toBe(422);
  });

  it('accepts a landline as the contact phone (mobile or landline), refusing neither', async () => {
    for (const contactPhone of ['010-62345678', '075583456789', '(021)52345678', '020-82345678-123']) {
      const id = await add(draft({ contactPhone }));
      expect((await stored(id)).contact_phone).toBe(contactPhone);
    }
    const wrong = await customer.send('POST', `${API}/add`, draft({ contactPhone: '12345' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.result).toEqual([
      { field: 'contactPhone', message: '请输入正确的手机号码或电话号码!' },
    ]);
  });

  it('refuses to apply or submit before the company is activated (403)', async () => {
    const admin = await t.admin.send('POST', `${API}/add`, draft());
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('只有企业客户可以在线申请');
    const refused = await inactive.send('POST', `${API}/add`, draft());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COMPANY_MSG.notActivated['zh-CN']);
    // A draft written while activated cannot be submitted once the company is not.
    const id = await add();
    await t.app.db
      .updateTable('cust_company')
      .set({ status: 'pending' })
      .where('id', '=', companyId)
      .execute();
    try {
      const submit = await customer.send('PUT', `${API}/submit`, { id });
      expect(submit.status).toBe(403);
      expect((await stored(id)).status).toBe('draft');
    } finally {
      await t.app.db
        .updateTable('cust_company')
        .set({ status: 'activated' })
        .where('id', '=', companyId)
        .execute();
    }
  });

  it('submits only with a requirement; a submitted application is no longer edited (409)', async () => {
    const id = await add(draft({ requirement: null }));
    const refused = await customer.send('PUT', `${API}/submit`, { id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('提交前请填写需求描述');
    expect(
      (await customer.send('PUT', `${API}/edit`, { id, ...draft({ requirement: '补充需求' }) })).status,
    ).toBe(200);
    const submitted = await customer.send('PUT', `${API}/submit`, { id });
    expect(submitted.status).toBe(200);
    expect(submitted.body.result).toMatchObject({ status: 'submitted', status_dictText: '已提交' });
    expect((await stored(id)).submitted_at).not.toBeNull();

    const edit = await customer.send('PUT', `${API}/edit`, { id, ...draft({ contact: '李四' }) });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('只有草稿状态的申请可以修改');
    expect((await stored(id)).contact).toBe('张三');
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(409);
  });

  it('lets the customer withdraw before acceptance, not after (409)', async () => {
    const id = await add();
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(200);
    // A sub-account reads but does not act.
    expect((await colleague.get(`${API}/queryById?id=${id}`)).status).toBe(200);
    expect((await colleague.send('PUT', `${API}/withdraw`, { id })).status).toBe(403);
    const withdrawn = await customer.send('PUT', `${API}/withdraw`, { id });
    expect(withdrawn.status).toBe(200);
    expect((await stored(id)).status).toBe('withdrawn');

    const accepted = await add();
    expect((await customer.send('PUT', `${API}/submit`, { id: accepted })).status).toBe(200);
    expect(
      (await staff.send('PUT', `${API}/accept`, { id: accepted, executingUnit: '质量认证部' })).status,
    ).toBe(200);
    const late = await customer.send('PUT', `${API}/withdraw`, { id: accepted });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('申请已受理或已处理，不能撤回');
    expect((await stored(accepted)).status).toBe('accepted');
  });

  it("hides another company's application (404 by id) and drafts from staff", async () => {
    const id = await add();
    expect((await other.get(`${API}/queryById?id=${id}`)).status).toBe(404);
    expect((await other.send('PUT', `${API}/submit`, { id })).status).toBe(404);
    expect((await other.send('PUT', `${API}/edit`, { id, ...draft() })).status).toBe(404);
    expect((await other.get(`${API}/history?id=${id}`)).status).toBe(404);
    const theirList = await other.get(`${API}/list`);
    expect(theirList.body.result.records.some((r: { id: string }) => r.id === id)).toBe(false);

    // Staff see an application from submission on.
    expect((await staff.get(`${API}/queryById?id=${id}`)).status).toBe(404);
    expect((await staff.send('PUT', `${API}/accept`, { id, executingUnit: 'x' })).status).toBe(404);
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(200);
    expect((await other.send('PUT', `${API}/withdraw`, { id })).status).toBe(404);
    expect((await staff.get(`${API}/queryById?id=${id}`)).status).toBe(200);
    expect((await customer.send('PUT', `${API}/accept`, { id, executingUnit: 'x' })).status).toBe(403);
  });

  it('rejects with a required reason; the customer reads it and gets a message', async () => {
    const id = await add();
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(200);
    const noReason = await staff.send('PUT', `${API}/reject`, { id });
    expect(noReason.status).toBe(422);
    expect(noReason.body.result).toEqual([{ field: 'reason', message: '请输入驳回原因!' }]);
    // Only spaces is no reason either: the input's text is trimmed before it is checked and stored.
    const spaces = await staff.send('PUT', `${API}/reject`, { id, reason: '   ' });
    expect(spaces.body.result).toEqual([{ field: 'reason', message: '请输入驳回原因!' }]);
    const rejected = await staff.send('PUT', `${API}/reject`, { id, reason: '  资料不全 ' });
    expect(rejected.status).toBe(200);
    const read = await customer.get(`${API}/queryById?id=${id}`);
    expect(read.body.result).toMatchObject({ status: 'rejected', rejectReason: '资料不全' });
    expect(read.body.result.decidedBy).toBeTruthy();
    expect((await staff.send('PUT', `${API}/accept`, { id, executingUnit: 'x' })).status).toBe(409);

    const history = await customer.get(`${API}/history?id=${id}`);
    expect(
      history.body.result.map((h: { transition: string; note: string | null }) => [h.transition, h.note]),
    ).toEqual([
      ['submit', null],
      ['reject', '资料不全'],
    ]);
    const messages = await t.app.db
      .selectFrom('sys_announcement')
      .innerJoin('sys_announcement_send', 'sys_announcement_send.annt_id', 'sys_announcement.id')
      .select([
        'sys_announcement.titile',
        'sys_announcement.titile_en',
        'sys_announcement.msg_content',
        'sys_announcement.msg_content_en',
      ])
      .where('sys_announcement.bus_id', '=', id)
      .where('sys_announcement_send.user_id', '=', customerUserId)
      .execute();
    expect(messages).toHaveLength(1);
    // One text per language, each naming the application.
    const applyNo = (
      await t.app.db
        .selectFrom('isps_apply')
        .select('apply_no')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).apply_no;
    expect(messages[0]?.titile).toBe(`申请被驳回：${applyNo}`);
    expect(messages[0]?.titile_en).toBe(`Application rejected: ${applyNo}`);
    expect(messages[0]?.msg_content).toContain('原因：资料不全');
    expect(messages[0]?.msg_content).not.toContain('was rejected');
    expect(messages[0]?.msg_content_en).toContain('was rejected: 资料不全');
  });

  it('accepts with an executing unit and creates one project per business type, in one transaction', async () => {
    const id = await add();
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(200);
    const noUnit = await staff.send('PUT', `${API}/accept`, { id });
    expect(noUnit.status).toBe(422);
    expect(noUnit.body.result[0]).toMatchObject({
      field: 'executingUnits',
      message: '请为每个业务类型填写执行单位',
    });
    expect(
      await t.app.db.selectFrom('isps_project').select('id').where('apply_id', '=', id).execute(),
    ).toHaveLength(0);

    const accepted = await staff.send('PUT', `${API}/accept`, {
      id,
      executingUnit: '质量认证部',
      note: '资料齐全',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.result).toMatchObject({ status: 'accepted' });
    const projects = await t.app.db
      .selectFrom('isps_project')
      .select(['business_type', 'executing_unit', 'company_id'])
      .where('apply_id', '=', id)
      .orderBy('business_type')
      .execute();
    expect(projects).toEqual([
      { business_type: 'product_cert', executing_unit: '质量认证部', company_id: companyId },
      { business_type: 'system_cert-iso9001', executing_unit: '质量认证部', company_id: companyId },
    ]);
    const history = await staff.get(`${API}/history?id=${id}`);
    expect(history.body.result.at(-1)).toMatchObject({
      transition: 'accept',
      fromState: 'submitted',
      toState: 'accepted',
      note: '资料齐全',
    });
  });

  it("accepts with an executing unit per business type (the review dialog's table), refusing a type left out or not applied for", async () => {
    const id = await add();
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(200);
    const projectsOf = () =>
      t.app.db
        .selectFrom('isps_project')
        .select(['business_type', 'executing_unit'])
        .where('apply_id', '=', id)
        .orderBy('business_type')
        .execute();
    const oneLeftOut = await staff.send('PUT', `${API}/accept`, {
      id,
      executingUnits: [
        { businessType: 'system_cert-iso9001', executingUnit: '体系认证一部' },
        { businessType: 'product_cert', executingUnit: '  ' },
      ],
    });
    expect(oneLeftOut.status).toBe(422);
    expect(oneLeftOut.body.result[0]).toMatchObject({
      field: 'executingUnits',
      message: '请为每个业务类型填写执行单位',
    });
    const otherType = await staff.send('PUT', `${API}/accept`, {
      id,
      executingUnits: [
        { businessType: 'system_cert-iso9001', executingUnit: '体系认证一部' },
        { businessType: 'product_cert', executingUnit: '产品认证部' },
        { businessType: 'testing-materials', executingUnit: '检测中心' },
      ],
    });
    expect(otherType.status).toBe(422);
    expect(otherType.body.result[0].field).toBe('executingUnits');
    expect(await projectsOf()).toHaveLength(0);
    expect((await stored(id)).status).toBe('submitted');

    const accepted = await staff.send('PUT', `${API}/accept`, {
      id,
      executingUnits: [
        { businessType: 'system_cert-iso9001', executingUnit: '体系认证一部' },
        { businessType: 'product_cert', executingUnit: '产品认证部' },
      ],
      note: '按类型分派',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await projectsOf()).toEqual([
      { business_type: 'product_cert', executing_unit: '产品认证部' },
      { business_type: 'system_cert-iso9001', executing_unit: '体系认证一部' },
    ]);
  });
});
