/**
 * The business types have one order: the business_type dictionary's. The home page lists its
 * sections from the dictionary (getDictItems); apply online's picker reads the category tree under
 * the category coded business_type, whose level follows that dictionary's order (not the codes'),
 * so an administrator reordering the dictionary reorders both. The whole tree (async=false, what
 * the picker's search reads) carries each type's names in both languages.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Api } from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

interface Node {
  code: string;
  title: string;
  nameZh: string;
  nameEn: string;
  children?: Node[];
}

describeEachBackend('business type order', (t) => {
  let customer: Api;

  beforeAll(async () => {
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
  });

  const dictionaryValues = async () =>
    (
      (await customer.get('/sys/dict/getDictItems/business_type')).body.result as Array<{ value: string }>
    ).map((i) => i.value);
  const pickerCodes = async () =>
    (
      (await customer.get('/sys/category/loadTreeRoot?async=true&pcode=business_type')).body.result as Node[]
    ).map((n) => n.code);

  it('lists the picker’s sections in the dictionary’s order, the home page’s', async () => {
    const home = await dictionaryValues();
    expect(home[0]).toBe('system_cert');
    expect(await pickerCodes()).toEqual(home);
  });

  it('follows the dictionary when an administrator reorders it', async () => {
    const dict = await t.app.db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', 'business_type')
      .executeTakeFirstOrThrow();
    const item = () =>
      t.app.db
        .updateTable('sys_dict_item')
        .where('dict_id', '=', dict.id)
        .where('item_value', '=', 'other_assessment');
    const before = await t.app.db
      .selectFrom('sys_dict_item')
      .select('sort_order')
      .where('dict_id', '=', dict.id)
      .where('item_value', '=', 'other_assessment')
      .executeTakeFirstOrThrow();
    await item().set({ sort_order: -1 }).execute();
    try {
      expect((await pickerCodes())[0]).toBe('other_assessment');
    } finally {
      await item().set({ sort_order: before.sort_order }).execute();
    }
  });

  it('answers the whole tree with both names of every type', async () => {
    const r = await customer.get('/sys/category/loadTreeRoot?async=false&pcode=business_type');
    const product = (r.body.result as Node[]).find((n) => n.code === 'product_cert');
    expect(product).toMatchObject({ nameZh: '产品认证', nameEn: 'Product certification' });
    const ccc = product?.children?.find((n) => n.code === 'product_cert-ccc');
    expect(ccc?.nameZh).toContain('CCC');
    expect(ccc?.nameEn).not.toBe('');
  });
});
