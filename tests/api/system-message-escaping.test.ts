/**
 * System messages the server composes are HTML (the bell's detail dialog renders msg_content as
 * rich text), so every value a user chose — a company name, a reviewer's reason, a project name —
 * must arrive as text: escaped where it is stored and as the recipient reads it back.
 */
import { beforeAll, expect, it } from 'vitest';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { insertProject } from './helpers/projects';
import { describeOnOneBackend } from './helpers/suite';

const LINK = '<a href="https://evil">x</a>';
const LINK_ESCAPED = '&lt;a href=&quot;https://evil&quot;&gt;x&lt;/a&gt;';
const REASON = '<img src=x onerror="alert(1)"> & <b>营业执照</b>';
const REASON_ESCAPED = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;营业执照&lt;/b&gt;';

describeOnOneBackend('escaped system messages', (t) => {
  let staff: Api;
  let customer: Api;
  let userId = '';
  let companyId = '';

  const messagesAbout = (busId: string) =>
    t.app.db
      .selectFrom('sys_announcement')
      .select(['id', 'titile', 'msg_content'])
      .where('bus_id', '=', busId)
      .where('user_ids', 'like', `%${userId}%`)
      .execute();

  beforeAll(async () => {
    const account = await otherCompanyCustomer(t.app.db, 'escape');
    userId = account.userId;
    companyId = account.companyId;
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    customer = api(t.app, await t.login(account.username, account.password));
  });

  it('stores and delivers an activation-failed message with the company name and the reason as text', async () => {
    // The name the customer typed in its company info, waiting for review.
    await t.app.db
      .updateTable('cust_company')
      .set({ name: LINK, status: 'pending' })
      .where('id', '=', companyId)
      .execute();
    const r = await staff.send('PUT', '/isps/company/reject', { id: companyId, reason: REASON });
    expect(r.status).toBe(200);
    const [message, ...more] = await messagesAbout(companyId);
    expect(more).toHaveLength(0);
    expect(message!.msg_content).toContain(LINK_ESCAPED);
    expect(message!.msg_content).toContain(REASON_ESCAPED);
    expect(message!.msg_content).not.toMatch(/<[a-z]/i);
    const delivered = await customer.get(`/sys/annountCement/queryById?id=${message!.id}`);
    expect(delivered.status).toBe(200);
    expect(delivered.body.result.msgContent).toBe(message!.msg_content);
    // The reason itself is kept as the reviewer wrote it (the company page shows it as text).
    const stored = await t.app.db
      .selectFrom('cust_company')
      .select('failure_reason')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(stored.failure_reason).toBe(REASON);
  });

  it('escapes the project name in the certificate-issued message', async () => {
    await t.app.db
      .updateTable('cust_company')
      .set({ name: 'Escape Co', status: 'activated' })
      .where('id', '=', companyId)
      .execute();
    const staffUser = await t.app.db
      .selectFrom('sys_user')
      .select('division_id')
      .where('username', '=', t.seed.staff.username)
      .executeTakeFirstOrThrow();
    const project = await insertProject(t.app.db, {
      companyId,
      divisionId: staffUser.division_id,
      projectName: LINK,
      stageCode: 'decision',
      decisionDate: '2025-12-01',
    });
    const issued = await staff.send('POST', '/isps/certificate/issue', {
      projectId: project,
      issueDate: todayIso(),
      standard: 'ISO 9001:2015',
      scope: '软件开发',
    });
    expect(issued.status).toBe(200);
    const [message] = await messagesAbout(issued.body.result.id as string);
    expect(message!.msg_content).toContain(LINK_ESCAPED);
    expect(message!.msg_content).not.toMatch(/<[a-z]/i);
  });
});
