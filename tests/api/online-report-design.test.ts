/**
 * A report's grouping, search fields and chart designed in the form (onl_cgreport_head's
 * virtual groupKeys, searchKeys, chartKind, chartCategory, chartValue) are written into the same
 * definition JSON the report runtime reads, and read back from it; a choice sent unchanged leaves
 * an expert's edit of the JSON alone; a bad choice is refused on its own field (422).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';

const HEAD = '/online/cgreport/head';
const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const COLUMNS = [
  { key: 'dictCode', field: 'd.dictCode', title: text('字典编码', 'Code') },
  { key: 'dictName', field: 'd.dictName', title: text('字典名称', 'Name') },
  { key: 'items', aggregate: 'count', title: text('项数', 'Items') },
];

describeEachBackend('report design fields', (t) => {
  let id = '';
  const code = () => `rp_design_${t.backend === 'pglite' ? 'pg' : 'ps'}`;
  const read = async () => (await t.admin.get(`${HEAD}/queryById?id=${id}`)).body.result;
  const edit = async (values: Record<string, unknown>) => {
    const current = await read();
    return t.admin.send('PUT', `${HEAD}/edit`, {
      id,
      code: current.code,
      name: current.name,
      baseEntity: current.baseEntity,
      definition: current.definition,
      columns: current.columns,
      ...values,
    });
  };

  beforeAll(async () => {
    const added = await t.admin.send('POST', `${HEAD}/add`, {
      code: code(),
      name: '字典统计',
      baseEntity: 'sys_dict_item',
      definition: JSON.stringify({ joins: [{ alias: 'd', entity: 'sys_dict' }], columns: COLUMNS }),
      groupKeys: 'dictCode,dictName',
      searchKeys: 'dictCode',
      chartKind: 'bar',
      chartCategory: 'dictCode',
      chartValue: 'items',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    id = (await t.admin.get(`${HEAD}/list?code=${code()}`)).body.result.records[0].id as string;
  });

  it('writes the choices into the definition the runtime reads, and answers them back', async () => {
    const row = await read();
    const definition = JSON.parse(row.definition as string);
    expect(definition.group).toEqual(['dictCode', 'dictName']);
    expect(definition.search).toEqual([{ key: 'dictCode', mode: 'single' }]);
    expect(definition.chart).toEqual({ kind: 'bar', category: 'dictCode', value: 'items' });
    expect(row).toMatchObject({
      groupKeys: 'dictCode,dictName',
      searchKeys: 'dictCode',
      chartKind: 'bar',
      chartCategory: 'dictCode',
      chartValue: 'items',
    });
    const columns = await t.admin.get(`/online/cgreport/api/getColumns/${id}`);
    expect(columns.body.result.chart).toEqual({ kind: 'bar', category: 'dictCode', value: 'items' });
  });

  it('keeps a search field’s range mode, removes the chart without a kind, and keeps an expert’s JSON edit the form did not change', async () => {
    const definition = JSON.parse((await read()).definition as string);
    definition.search = [{ key: 'dictCode', mode: 'range' }];
    // The JSON edited by hand; the structured fields come back unchanged from the form.
    const first = await edit({
      definition: JSON.stringify(definition),
      groupKeys: 'dictCode,dictName',
      searchKeys: 'dictCode',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(JSON.parse((await read()).definition as string).search).toEqual([
      { key: 'dictCode', mode: 'range' },
    ]);

    const second = await edit({ searchKeys: 'dictCode,dictName', chartKind: '' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const after = JSON.parse((await read()).definition as string);
    expect(after.search).toEqual([
      { key: 'dictCode', mode: 'range' },
      { key: 'dictName', mode: 'single' },
    ]);
    expect(after.chart).toBeUndefined();
    expect((await read()).chartKind).toBe('');
  });

  it('refuses a chart value that is not a number on its own field, and writes nothing', async () => {
    const before = (await read()).definition;
    const refused = await edit({ chartKind: 'pie', chartCategory: 'dictCode', chartValue: 'dictName' });
    expect(refused.status).toBe(422);
    expect(refused.body.result[0].field).toBe('chartValue');
    expect(refused.body.result[0].message).toContain('图表数值列“dictName”不存在或不是数值');
    expect((await read()).definition).toBe(before);
  });
});
