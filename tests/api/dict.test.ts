/** Dictionary calls (SPEC §7, §8): items with zh/en text, all items, empty code, cache refresh. */
import { beforeAll, expect, it } from 'vitest';
import { loadDictItems } from '../../src/server/modules/dict/dict-items';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('dictionaries', (t) => {
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = await t.login(t.seed.customer.username, t.seed.customer.password);
    admin = await t.adminToken();
  });

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

  it('answers the items of a dictionary in order, with zh and en texts', async () => {
    const response = await get('/sys/dict/getDictItems/company_status', customer);
    expect(response.json()).toMatchObject({ success: true, code: 200 });
    expect(response.json().result).toEqual([
      { value: 'inactive', text: '未激活', title: '未激活', textEn: 'Inactive' },
      { value: 'pending', text: '待审核', title: '待审核', textEn: 'Pending review' },
      { value: 'activated', text: '已激活', title: '已激活', textEn: 'Activated' },
      { value: 'failed', text: '激活失败', title: '激活失败', textEn: 'Activation failed' },
    ]);
    const business = await get('/sys/dict/getDictItems/business_type', customer);
    expect(business.json().result).toHaveLength(13);
  });

  it('answers an empty list for an unknown code and the spec message for an empty one', async () => {
    expect((await get('/sys/dict/getDictItems/no_such_dict', customer)).json().result).toEqual([]);
    const empty = await get('/sys/dict/getDictItems/%20', customer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('字典Code不能为空!');
    expect((await get('/sys/dict/getDictItems/', customer)).json().message).toBe('字典Code不能为空!');
  });

  it('answers every dictionary by code and refreshes the cache for those allowed to', async () => {
    const all = await get('/sys/dict/queryAllDictItems', customer);
    expect(Object.keys(all.json().result)).toEqual(
      expect.arrayContaining(['sex', 'user_status', 'priority', 'yn', 'valid_status', 'business_type']),
    );
    expect(all.json().result.priority.map((i: { text: string }) => i.text)).toEqual(['一般', '重要', '紧急']);

    // A new item shows in queryAllDictItems only after the cache is refreshed.
    const dict = await t.app.db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', 'yn')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sys_dict_item')
      .values({
        id: 'f'.repeat(32),
        dict_id: dict.id,
        item_value: 'U',
        item_text: '未知',
        item_text_en: 'Unknown',
        sort_order: 9,
      })
      .execute();
    expect((await get('/sys/dict/queryAllDictItems', customer)).json().result.yn).toHaveLength(2);

    expect((await get('/sys/dict/refleshCache', customer)).statusCode).toBe(403);
    const refreshed = await get('/sys/dict/refleshCache', admin);
    expect(refreshed.json()).toMatchObject({ success: true, message: '刷新缓存完成！' });
    expect((await get('/sys/dict/queryAllDictItems', customer)).json().result.yn).toHaveLength(3);
  });

  it('loads several dictionaries in one call for list translation', async () => {
    const items = await loadDictItems(t.app.db, ['sex', 'yn', 'missing']);
    expect(items.sex!.map((i) => i.textEn)).toEqual(['Male', 'Female']);
    expect(items.missing).toEqual([]);
  });
});
