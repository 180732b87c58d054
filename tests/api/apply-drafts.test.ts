/**
 * Draft applications as apply online keeps them: a saved draft is edited in place (an edit changes
 * that row, adds none) and submitted through the submit transition; 我的申请 deletes a draft — only
 * a draft (409 once submitted) and only its own company's (404 for another company's, 403 for staff
 * and administrators, who may see drafts but do not own them), all in one transaction.
 */
import { beforeAll, expect, it } from 'vitest';
import { otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';

const API = '/isps/apply';

const draft = (over: Record<string, unknown> = {}) => ({
  businessTypes: ['system_cert-iso9001'],
  operationArea: '440305',
  operationAddress: '深圳市南山区科技园 1 号',
  contact: '张三',
  contactEmail: 'zhang@example.com',
  contactPhone: '13800138000',
  ...over,
});

describeOnOneBackend('draft applications: edit, submit, delete', (t) => {
  let customer: Api;
  let other: Api;
  let staff: Api;
  let admin: Api;

  beforeAll(async () => {
    const b = await otherCompanyCustomer(t.app.db, 'draftother');
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    other = await t.as(b.username, b.password);
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    admin = await t.as(t.seed.admin.username, t.seed.admin.password);
  });

  const add = async (api = customer, body = draft()) => {
    const r = await api.send('POST', `${API}/add`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.id as string;
  };
  const count = async () => {
    const row = await t.app.db
      .selectFrom('isps_apply')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const status = async (id: string) =>
    (await t.app.db.selectFrom('isps_apply').select('status').where('id', '=', id).executeTakeFirst())
      ?.status;

  it('edits a saved draft in place, then submits that same draft', async () => {
    const id = await add();
    const before = await count();
    const edited = await customer.send('PUT', `${API}/edit`, {
      id,
      ...draft({ contact: '李四', requirement: '需要 ISO 9001 认证' }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await count()).toBe(before);
    const row = await t.app.db
      .selectFrom('isps_apply')
      .select(['contact', 'requirement'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contact: '李四', requirement: '需要 ISO 9001 认证' });
    const submitted = await customer.send('PUT', `${API}/submit`, { id });
    expect(submitted.status).toBe(200);
    expect(await status(id)).toBe('submitted');
    expect(await count()).toBe(before);
  });

  it('deletes its own company’s draft', async () => {
    const id = await add();
    const r = await customer.send('DELETE', `${API}/delete?id=${id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await status(id)).toBeUndefined();
  });

  it('refuses to delete a submitted application (409) and leaves it', async () => {
    const id = await add(customer, draft({ requirement: '需要认证' }));
    expect((await customer.send('PUT', `${API}/submit`, { id })).status).toBe(200);
    const r = await customer.send('DELETE', `${API}/delete?id=${id}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('只有草稿状态的申请可以删除');
    expect(await status(id)).toBe('submitted');
  });

  it('refuses another company’s draft (404) and a batch holding one, deleting nothing', async () => {
    const mine = await add();
    const theirs = await add(other);
    const r = await customer.send('DELETE', `${API}/delete?id=${theirs}`);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('未找到对应数据');
    const batch = await customer.send('DELETE', `${API}/deleteBatch?ids=${mine},${theirs}`);
    expect(batch.status).toBe(404);
    expect(await status(mine)).toBe('draft');
    expect(await status(theirs)).toBe('draft');
  });

  it('refuses staff (no permission) and administrators (not their draft) with a clear message', async () => {
    const id = await add();
    expect((await staff.send('DELETE', `${API}/delete?id=${id}`)).status).toBe(403);
    const r = await admin.send('DELETE', `${API}/delete?id=${id}`);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('只能删除本企业的申请草稿');
    expect(await status(id)).toBe('draft');
  });
});
