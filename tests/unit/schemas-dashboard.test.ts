/** Dashboard pages (`kind: "dashboard"`): no entity, their own permission, blocks the meta-check and registry accept. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRegistry, SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { checkPageDocument } from '../../src/shared/schema/meta-check';

const sysRole = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_role.json'), 'utf8')) as unknown;

function load(pages: Record<string, unknown>) {
  const root = mkdtempSync(join(tmpdir(), 'schemas-dashboard-'));
  mkdirSync(join(root, 'entities'));
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'entities', 'sys_role.json'), JSON.stringify(sysRole));
  for (const [name, doc] of Object.entries(pages))
    writeFileSync(join(root, 'pages', `${name}.json`), JSON.stringify(doc));
  return loadRegistry([root]);
}

const dashboard = {
  $id: 'd',
  kind: 'dashboard',
  title: { 'zh-CN': '看板', 'en-US': 'Board' },
  permission: 'dashboard:d:view',
  labels: { kind: { a: { 'zh-CN': '甲', 'en-US': 'A' } } },
  blocks: [
    { kind: 'figures', source: '/sys/x', items: 'items', groupBy: 'kind', figures: [{ value: 'a' }] },
    {
      kind: 'list',
      source: '/sys/x',
      items: 'items',
      empty: 'none',
      primary: ['{title}'],
      description: ['{from} → {to}', '{time|datetime}'],
      link: { field: 'path', label: 'Open' },
    },
  ],
};

describe('dashboard pages', () => {
  it('loads the repository dashboards apart from the pages over entities', () => {
    const registry = loadRegistry();
    expect([...registry.dashboards.keys()].sort()).toEqual(['dashboard-task', 'dashboard-workplace']);
    expect(registry.pages.has('dashboard-task')).toBe(false);
    expect(registry.dashboards.get('dashboard-workplace')!.permission).toBe('dashboard:workplace:view');
  });

  it('takes a dashboard without an entity, with its own permission', () => {
    expect(load({ d: dashboard }).dashboards.get('d')!.blocks).toHaveLength(2);
  });

  it('refuses a dashboard without a permission, or naming an entity, and a list page without an entity', () => {
    const { permission: _, ...open } = dashboard;
    expect(() => load({ d: open })).toThrow(/d\.json/);
    expect(() => load({ d: { ...dashboard, entity: 'sys_role' } })).toThrow(/d\.json/);
    expect(() => load({ p: { $id: 'p', kind: 'list', title: 'x' } })).toThrow(/p\.json/);
    // …nor may a page over an entity carry a dashboard's blocks.
    expect(() =>
      load({ p: { $id: 'p', kind: 'list', title: 'x', entity: 'sys_role', blocks: dashboard.blocks } }),
    ).toThrow(/p\.json/);
  });

  it('refuses a figure without its label, an unsafe rule, a source that is no path and a template that runs', () => {
    const figures = (extra: Record<string, unknown>) => ({
      ...dashboard,
      blocks: [{ ...dashboard.blocks[0], ...extra }],
    });
    expect(() => load({ d: figures({ figures: [{ value: 'b' }] }) })).toThrow(
      /d\.json \/blocks\/0\/figures\/0\/value: no label for kind "b"/,
    );
    expect(() => load({ d: figures({ when: { var: '__proto__.x' } }) })).toThrow(/\/blocks\/0\/when/);
    expect(() => load({ d: figures({ source: 'https://elsewhere.example/x' }) })).toThrow(
      /\/blocks\/0\/source/,
    );
    const list = { ...dashboard, blocks: [{ ...dashboard.blocks[1], primary: ['{title.constructor}'] }] };
    expect(() => load({ d: list })).toThrow(/\/blocks\/0\/primary\/0/);
  });

  it('is never a runtime page over an entity', () => {
    expect(() => checkPageDocument('runtime-page:d', dashboard)).toThrow(
      /a dashboard is not a page over an entity/,
    );
  });

  it('refuses an id used by a page and a dashboard', () => {
    expect(() =>
      load({ a: { $id: 'd', kind: 'list', title: 'x', entity: 'sys_role' }, d: dashboard }),
    ).toThrow(/declared twice|must equal the file name/);
  });
});
