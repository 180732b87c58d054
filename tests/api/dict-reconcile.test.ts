/**
 * The system dictionaries come from schemas/dicts and are reconciled on every start
 * (docs/contracts.md, Dictionaries): a fresh database holds exactly the rows the code seeded before
 * the dictionaries became data (same ids, texts, order, status), a dictionary or item new in the data
 * is added to an existing database, and what an administrator changed or deleted is kept so. A "restart" here is
 * what the server runs at start: seedBase, or reconcileDicts with the data a later release would carry.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { seedBase } from '../../src/server/seed/index';
import { reconcileDicts } from '../../src/server/seed/dict-reconcile';
import { dictId, dictItemId, systemDicts, type SeedDict } from '../../src/server/seed/dicts';
import { describeEachBackend } from './helpers/suite';

/**
 * Every dictionary row of a fresh database, as the TypeScript seed and migrations wrote them before
 * the move to schemas/dicts (40 dictionaries, 163 items): the SHA-256 of `rows()` below.
 */
const ROWS_BEFORE_DATA = 'c83000c78772fcbb92af3d85fc1510df7209c150c5a56c8ddd89cd46227ca414';
/** Dictionaries new in the data since then (added like any other, left out of that comparison). */
const ADDED_AS_DATA = ['announcement_read_flag'];

describeEachBackend('system dictionaries reconciled with schemas/dicts', (t) => {
  const rows = async () => {
    const dicts = (
      await t.app.db
        .selectFrom('sys_dict')
        .select(['id', 'dict_code', 'dict_name', 'dict_name_en', 'description'])
        .where('dict_code', 'not in', ADDED_AS_DATA)
        .execute()
    )
      .map((d) => [d.id, d.dict_code, d.dict_name, d.dict_name_en, d.description] as const)
      .sort((a, b) => (a[1] < b[1] ? -1 : 1));
    const items = (
      await t.app.db
        .selectFrom('sys_dict_item as i')
        .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
        .select([
          'i.id',
          'd.dict_code',
          'i.item_value',
          'i.item_text',
          'i.item_text_en',
          'i.sort_order',
          'i.status',
        ])
        .where('d.dict_code', 'not in', ADDED_AS_DATA)
        .execute()
    )
      .map(
        (i) =>
          [i.id, i.dict_code, i.item_value, i.item_text, i.item_text_en, i.sort_order, i.status] as const,
      )
      .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[5] - b[5]));
    return { dicts, items };
  };
  const itemsOf = async (code: string) =>
    t.app.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['i.id', 'i.item_value', 'i.item_text', 'i.item_text_en', 'i.sort_order', 'i.status'])
      .where('d.dict_code', '=', code)
      .orderBy('i.sort_order')
      .execute();
  const texts = async (code: string) =>
    (await itemsOf(code)).map((i) => [i.item_value, i.item_text, i.item_text_en, i.sort_order]);

  it('a fresh database holds the dictionaries seeded before they became data', async () => {
    const { dicts, items } = await rows();
    expect([dicts.length, items.length]).toEqual([40, 163]);
    expect(createHash('sha256').update(JSON.stringify({ dicts, items })).digest('hex')).toBe(
      ROWS_BEFORE_DATA,
    );
    expect(await texts('perms_type')).toEqual([
      ['1', '可见/可访问(授权后可见)', 'Visible when granted', 1],
      ['2', '可编辑(未授权时禁用)', 'Enabled when granted (disabled otherwise)', 2],
    ]);
    expect(await texts('nc_audit_kind')).toEqual([
      ['stage1', '第一阶段审核', 'Stage 1 audit', 1],
      ['stage2', '第二阶段审核', 'Stage 2 audit', 2],
      ['surveillance', '监督审核', 'Surveillance audit', 3],
    ]);
    const business = await itemsOf('business_type');
    expect(business).toHaveLength(13);
    expect(business[12]).toMatchObject({
      id: dictItemId('business_type', 'other_assessment'),
      item_text: '其他评价',
      item_text_en: 'Other assessment',
      sort_order: 13,
      status: '1',
    });
    const login = await itemsOf('login_result');
    expect(login.map((i) => i.item_value)).toEqual([
      'success',
      'wrong_password',
      'locked',
      'frozen',
      'unknown_user',
      'logout',
    ]);
    expect(login[0]?.id).toBe(dictItemId('login_result', 'success'));
  });

  it('a restart adds nothing to a database that has every row', async () => {
    expect(await reconcileDicts(t.app.db, systemDicts())).toEqual({ inserted: [] });
  });

  it('adds a dictionary and an item new in the data, keeping what an administrator changed', async () => {
    const sexItem = dictItemId('sex', '1');
    await t.app.db
      .updateTable('sys_dict_item')
      .set({ item_text: '男性', sort_order: 5, status: '0' })
      .where('id', '=', sexItem)
      .execute();
    await t.app.db
      .updateTable('sys_dict')
      .set({ dict_name: '性别(改)' })
      .where('id', '=', dictId('sex'))
      .execute();

    const later: SeedDict[] = systemDicts().map((d) =>
      d.code === 'sex' ? { ...d, items: [...d.items, ['9', '未说明', 'Not stated']] } : d,
    );
    later.push({
      code: 'audit_mode',
      name: '审核方式',
      nameEn: 'Audit mode',
      items: [
        ['onsite', '现场', 'On site'],
        ['remote', '远程', 'Remote'],
      ],
    });
    const report = await reconcileDicts(t.app.db, later);
    expect(report.inserted).toEqual([
      'dict:audit_mode',
      'dict:audit_mode:onsite',
      'dict:audit_mode:remote',
      'dict:sex:9',
    ]);

    expect(await itemsOf('sex')).toEqual([
      {
        id: dictItemId('sex', '2'),
        item_value: '2',
        item_text: '女',
        item_text_en: 'Female',
        sort_order: 2,
        status: '1',
      },
      {
        id: dictItemId('sex', '9'),
        item_value: '9',
        item_text: '未说明',
        item_text_en: 'Not stated',
        sort_order: 3,
        status: '1',
      },
      { id: sexItem, item_value: '1', item_text: '男性', item_text_en: 'Male', sort_order: 5, status: '0' },
    ]);
    const sex = await t.app.db
      .selectFrom('sys_dict')
      .select('dict_name')
      .where('id', '=', dictId('sex'))
      .executeTakeFirstOrThrow();
    expect(sex.dict_name).toBe('性别(改)');
    expect(await texts('audit_mode')).toEqual([
      ['onsite', '现场', 'On site', 1],
      ['remote', '远程', 'Remote', 2],
    ]);

    // The next start with the same data finds everything there.
    expect((await reconcileDicts(t.app.db, later)).inserted).toEqual([]);
  });

  it('does not bring back an item or a dictionary an administrator deleted, and still adds new items', async () => {
    await t.app.db.deleteFrom('sys_dict_item').where('id', '=', dictItemId('user_status', '2')).execute();
    await t.app.db.deleteFrom('sys_dict_item').where('dict_id', '=', dictId('priority')).execute();
    await t.app.db.deleteFrom('sys_dict').where('id', '=', dictId('priority')).execute();
    await seedBase(t.app.db);
    expect((await itemsOf('user_status')).map((i) => i.item_value)).toEqual(['1']);
    const priority = await t.app.db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', 'priority')
      .execute();
    expect(priority).toEqual([]);

    const later: SeedDict[] = systemDicts().map((d) =>
      d.code === 'user_status' ? { ...d, items: [...d.items, ['3', '待激活', 'Pending']] } : d,
    );
    expect((await reconcileDicts(t.app.db, later)).inserted).toEqual(['dict:user_status:3']);
    expect(await texts('user_status')).toEqual([
      ['1', '正常', 'Normal', 1],
      ['3', '待激活', 'Pending', 3],
    ]);
  });

  it('starts when an administrator renamed a system dictionary, adding no items to a missing code', async () => {
    await t.app.db
      .updateTable('sys_dict')
      .set({ dict_code: 'yes_no' })
      .where('id', '=', dictId('yn'))
      .execute();
    await seedBase(t.app.db);
    expect((await itemsOf('yes_no')).map((i) => i.item_value)).toEqual(['Y', 'N']);
    expect(await itemsOf('yn')).toEqual([]);
  });
});
