import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types';
import { buildColumns } from './build-columns';

const entity: EntitySchema = {
  $id: 'demo',
  type: 'object',
  title: 'Demo',
  'x-table': 'demo',
  'x-api': '/demo',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:list' },
  additionalProperties: false,
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' } },
    sex: { type: 'string', title: '性别', 'x-dict': 'sex' },
    birthday: { type: 'string', title: '生日', format: 'date' },
    createTime: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true },
    active: { type: 'string', title: '启用', 'x-widget': 'switch' },
  },
};
const t = (x: unknown) => (typeof x === 'string' ? x : (x as { 'zh-CN': string })['zh-CN']);
const dicts = {
  sex: [
    { value: '1', text: '男', textEn: 'Male' },
    { value: '2', text: '女', textEn: 'Female' },
  ],
};

describe('buildColumns', () => {
  const cols = buildColumns(
    [
      { field: 'name', sorter: true },
      { field: 'sex' },
      { field: 'birthday', width: 100 },
      { field: 'createTime' },
      { field: 'active' },
      { field: 'missing' },
    ],
    entity,
    dicts,
    'zh-CN',
    t,
  );
  const byKey = Object.fromEntries(cols.map((c) => [c.key, c]));

  it('applies the widths of SPEC §9 and skips unknown fields', () => {
    expect(cols.map((c) => c.key)).toEqual(['name', 'sex', 'birthday', 'createTime', 'active']);
    expect(byKey.name?.width).toBe(120);
    expect(byKey.birthday?.width).toBe(135);
    expect(byKey.createTime?.width).toBe(200);
    expect(byKey.name?.title).toBe('名称');
    expect(byKey.name?.sorter).toBe(true);
  });
  it('prefers <field>_dictText and falls back to the dictionary', () => {
    expect(byKey.sex?.cell({ sex: '1', sex_dictText: 'Male' }).text).toBe('Male');
    expect(byKey.sex?.cell({ sex: '2' }).text).toBe('女');
    expect(byKey.sex?.cell({ sex: '1,2' }).text).toBe('男,女');
  });
  it('shows dates as YYYY-MM-DD and date-times without T', () => {
    expect(byKey.birthday?.cell({ birthday: '2024-05-01 00:00:00' }).text).toBe('2024-05-01');
    expect(byKey.createTime?.cell({ createTime: '2024-05-01T08:30:00' }).text).toBe('2024-05-01 08:30:00');
    expect(byKey.active?.cell({ active: 'Y' }).text).toBe('是');
  });
  it('shortens cells to 12 characters and keeps the full text', () => {
    expect(byKey.name?.cell({ name: '中国合格评定国家认可委员会认证' })).toEqual({
      text: '中国合格评定国家认可委员...',
      full: '中国合格评定国家认可委员会认证',
    });
    expect(byKey.name?.cell({ name: 'short' })).toEqual({ text: 'short' });
  });
});
