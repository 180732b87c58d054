/**
 * System messages keep one text per language and answer the reader's: messages stored before, with
 * both languages in one text, are split by migration 0440 (a text that does not split is kept and
 * read the same in both languages); the company decision names the company in its title.
 */
import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { splitBilingualMessages } from '../../src/server/db/migrations/0440_message_languages';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend("system messages in the reader's language", (t) => {
  let staff: Api;
  let customer: Api;
  let userId = '';
  let companyId = '';

  const legacy = async (titile: string, content: string): Promise<string> => {
    const id = newId();
    await t.app.db
      .insertInto('sys_announcement')
      .values({
        id,
        titile,
        msg_content: content,
        sender: 'system',
        msg_category: '2',
        msg_type: 'USER',
        user_ids: userId,
        send_status: '1',
        send_time: new Date(),
      })
      .execute();
    await t.app.db
      .insertInto('sys_announcement_send')
      .values({ id: newId(), annt_id: id, user_id: userId })
      .execute();
    return id;
  };

  const read = async (id: string, language: 'zh-CN' | 'en-US') => {
    const answer = await customer.get(`/sys/annountCement/queryById?id=${id}`, language);
    expect(answer.status).toBe(200);
    return answer.body.result as { titile: string; msgContent: string };
  };

  beforeAll(async () => {
    const account = await otherCompanyCustomer(t.app.db, 'languages');
    userId = account.userId;
    companyId = account.companyId;
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    customer = api(t.app, await t.login(account.username, account.password));
  });

  it('splits messages stored with both languages in one text, and keeps one that does not split', async () => {
    const byLine = await legacy(
      '企业激活审核通过 / Company activated',
      '贵企业已激活。\nYour company has been activated.',
    );
    const bySlash = await legacy(
      '证书已颁发 / Certificate issued: C-1',
      '证书 C-1 已颁发。 / The certificate C-1 has been issued.',
    );
    const single = await legacy('旧消息', '只有中文');
    await splitBilingualMessages(t.app.db);
    expect(await read(byLine, 'zh-CN')).toMatchObject({
      titile: '企业激活审核通过',
      msgContent: '贵企业已激活。',
    });
    expect(await read(byLine, 'en-US')).toMatchObject({
      titile: 'Company activated',
      msgContent: 'Your company has been activated.',
    });
    expect(await read(bySlash, 'zh-CN')).toMatchObject({
      titile: '证书已颁发',
      msgContent: '证书 C-1 已颁发。',
    });
    expect(await read(bySlash, 'en-US')).toMatchObject({
      titile: 'Certificate issued: C-1',
      msgContent: 'The certificate C-1 has been issued.',
    });
    expect(await read(single, 'en-US')).toMatchObject({ titile: '旧消息', msgContent: '只有中文' });
  });

  it('the activation decision names the company and reads in one language per reader', async () => {
    const name = `语言测试公司${companyId.slice(0, 4)}`;
    await t.app.db
      .updateTable('cust_company')
      .set({ name, status: 'pending' })
      .where('id', '=', companyId)
      .execute();
    expect((await staff.send('PUT', '/isps/company/approve', { id: companyId })).status).toBe(200);
    const lists = async (language: 'zh-CN' | 'en-US') => {
      const answer = await customer.get('/sys/annountCement/listByUser', language);
      return (
        answer.body.result.sysMsgList as Array<{ busId: string; titile: string; msgContent: string }>
      ).find((m) => m.busId === companyId)!;
    };
    const zh = await lists('zh-CN');
    expect(zh.titile).toBe(`企业激活审核通过：${name}`);
    // The company's own name may hold Latin letters (its id is hex); the rest of the text may not.
    expect(zh.msgContent.replace(name, '')).not.toMatch(/[A-Za-z]{4,}/);
    const en = await lists('en-US');
    expect(en.titile).toBe(`Company activated: ${name}`);
    expect(en.msgContent).toContain('has been activated');
    expect(en.msgContent).not.toContain('审核通过');
  });
});
