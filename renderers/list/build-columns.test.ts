import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types';
import { actionsColumnWidth, buildColumns, tableScrollWidth } from './build-columns';

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
    avatar: { type: 'string', title: '头像', 'x-widget': 'image' },
    files: { type: 'string', title: '附件', 'x-widget': 'file' },
    note: {
      type: 'string',
      title: '说明',
      'x-i18n-field': { 'en-US': 'noteEn' },
    } as EntitySchema['properties'][string],
    noteEn: { type: 'string', title: '英文说明' },
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

describe('buildColumns: images, localised texts, widths', () => {
  const defs = [
    { field: 'avatar' },
    { field: 'note' },
    { field: 'name', width: 90 },
    { field: 'birthday', width: 300 },
  ];
  const zh = Object.fromEntries(buildColumns(defs, entity, dicts, 'zh-CN', t).map((c) => [c.key, c]));
  const en = Object.fromEntries(buildColumns(defs, entity, dicts, 'en-US', t).map((c) => [c.key, c]));

  it('gives an image column the stored path of the thumbnail, not the path as text', () => {
    expect(zh.avatar?.cell({ avatar: 'user/a.png' })).toEqual({ text: '', image: 'user/a.png' });
    expect(zh.avatar?.cell({ avatar: 'user/a.png,user/b.png' }).image).toBe('user/a.png');
    expect(zh.avatar?.cell({ avatar: null })).toEqual({ text: '' });
  });
  it("shows files by their uploaded names, the stored path's last segment when none is given", () => {
    const files = buildColumns([{ field: 'files', ellipsis: false }], entity, dicts, 'zh-CN', t)[0]!;
    expect(
      files.cell({
        files: 'notice/9a1b.pdf,notice/77c0.png',
        files_fileNames: ['受理告知书.pdf', '回执.png'],
      }).text,
    ).toBe('受理告知书.pdf, 回执.png');
    expect(files.cell({ files: 'notice/9a1b.pdf' }).text).toBe('9a1b.pdf');
    expect(files.cell({ files: null })).toEqual({ text: '' });
    // The cell draws them as download links (cell-content.tsx), never shortened.
    expect(files.cell({ files: 'notice/9a1b.pdf', files_fileNames: ['受理告知书.pdf'] }).files).toEqual({
      value: 'notice/9a1b.pdf',
      names: ['受理告知书.pdf'],
    });
  });
  it('shows the x-i18n-field text in its locale when it holds any, else the own value', () => {
    expect(en.note?.cell({ note: '系统管理员', noteEn: 'Admins' }).text).toBe('Admins');
    expect(en.note?.cell({ note: '系统管理员', noteEn: '' }).text).toBe('系统管理员');
    expect(en.note?.cell({ note: '系统管理员' }).text).toBe('系统管理员');
    expect(zh.note?.cell({ note: '系统管理员', noteEn: 'Admins' }).text).toBe('系统管理员');
  });
  it('keeps an explicit width, dates never under 135, and sums widths for the scroll width', () => {
    expect(zh.name?.width).toBe(90);
    expect(zh.birthday?.width).toBe(300);
    expect(zh.avatar?.width).toBe(120);
    expect(tableScrollWidth([120, 200, 135])).toBe(455);
  });
  it('sizes the actions column so its links fit on one line', () => {
    expect(actionsColumnWidth(['编辑'])).toBe(120);
    // 编辑 | 详情 | 删除 | 冻结: 8 CJK characters, three dividers, padding
    expect(actionsColumnWidth(['编辑', '详情', '删除', '冻结'])).toBe(8 * 14 + 3 * 17 + 32);
    expect(actionsColumnWidth(['Edit', 'Details', 'Delete', 'Freeze'])).toBe(23 * 8 + 3 * 17 + 32);
  });
});
