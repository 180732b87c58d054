/** Dashboard pages (`kind: "dashboard"`): no entity, their own permission, blocks the meta-check and registry accept. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRegistry, SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { checkPageDocument } from '../../src/shared/schema/meta-check';
import { DASHBOARD_TAG_COLORS, type DashboardBlock } from '../../src/shared/schema/dashboard-page';
import { CHART_KINDS } from '../../src/shared/chart/chart-kind';
import pageMeta from '../../schemas/meta/page.schema.json';
import reportDefinitionMeta from '../../src/shared/online-report/report-definition.schema.json';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { CUSTOMER_USER_TYPES, isCustomerType } from '../../src/shared/user/user-type';
import { loadMenuDocuments } from '../../src/shared/schema/load-fs';
import { USER_ANNOUNCEMENT_PATH } from '../../src/client/router/paths';
import { HOME_FIGURES_PERMISSION } from '../../src/shared/dashboard/dashboard-types';
import { tempSchemasRoot } from '../fixtures/temp-schemas';

const sysRole = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_role.json'), 'utf8')) as unknown;

/** The registry of a temporary root holding sys_role and these pages. */
const load = (pages: Record<string, unknown>) =>
  loadRegistry([tempSchemasRoot({ entities: { sys_role: sysRole }, pages })]);

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
    expect([...registry.dashboards.keys()].sort()).toEqual([
      'dashboard-home',
      'dashboard-task',
      'dashboard-workplace',
    ]);
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

  const chart = {
    kind: 'chart',
    source: '/sys/x',
    title: { 'zh-CN': '图', 'en-US': 'Chart' },
    chart: 'bar',
    items: 'items',
    category: 'text',
    series: [{ name: 'n', field: 'count' }],
  };
  const statistics = { kind: 'statistics', source: '/sys/x', numbers: [{ title: 'n', value: 'a.b' }] };
  const list = dashboard.blocks[1]!;

  // Each row: a block, and the problem the loader reports for it (file, JSON path, what is wrong).
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a chart of an unknown kind', { ...chart, chart: 'radar' }, /\/blocks\/0\/chart/],
    [
      'a chart by neither category nor categories',
      { ...chart, category: undefined },
      /\/blocks\/0: needs either "category" \(a field of each item\) or "categories"/,
    ],
    [
      'a chart by both',
      { ...chart, categories: 'months' },
      /\/blocks\/0: needs either "category" \(a field of each item\) or "categories"/,
    ],
    [
      'a series by values on a chart by category',
      { ...chart, series: [{ name: 'n', values: 'a.b' }] },
      /\/blocks\/0\/series\/0: a series of a chart by "category" names "field" alone/,
    ],
    [
      'a series by field on a chart by categories',
      { ...chart, items: undefined, category: undefined, categories: 'months' },
      /\/blocks\/0\/series\/0: a series of a chart by "categories" names "values" alone/,
    ],
    [
      'items on a chart by categories',
      { ...chart, category: undefined, categories: 'months', series: [{ name: 'n', values: 'a' }] },
      /\/blocks\/0\/items: only with "category"/,
    ],
    ['an unsafe item condition', { ...chart, where: { var: 'constructor' } }, /\/blocks\/0\/where/],
    ['an unsafe audience', { ...chart, audience: { var: 'user.__proto__' } }, /\/blocks\/0\/audience/],
    ['a chart title that runs', { ...chart, title: '{a.constructor}' }, /\/blocks\/0\/title/],
    ['statistics without numbers', { ...statistics, numbers: [] }, /\/blocks\/0\/numbers/],
    [
      'a number linking off the app',
      { ...statistics, numbers: [{ title: 'n', value: 'a', link: 'https://x.example' }] },
      /\/blocks\/0\/numbers\/0\/link/,
    ],
    ['a number path that is no path', { ...statistics, numbers: [{ title: 'n', value: 'a..b' }] }, /\/value/],
    [
      'a tag of another colour',
      { ...list, tags: [{ text: 'x', color: 'red' }] },
      /\/blocks\/0\/tags\/0\/color/,
    ],
    [
      'an unsafe tag condition',
      { ...list, tags: [{ text: 'x', when: { var: 'prototype' } }] },
      /\/tags\/0\/when/,
    ],
    ['a tag template that runs', { ...list, tags: [{ text: '{a|upper}' }] }, /\/blocks\/0\/tags\/0\/text/],
    [
      'a header link off the app',
      { ...list, more: { path: '//elsewhere.example', label: 'x' } },
      /\/blocks\/0\/more\/path/,
    ],
    ['a block of an unknown kind', { ...statistics, kind: 'gauge' }, /\/blocks\/0\/kind/],
    ['an unsafe item filter', { ...list, filter: { var: '__proto__' } }, /\/blocks\/0\/filter/],
    ['a limit of no items', { ...list, limit: 0 }, /\/blocks\/0\/limit/],
    ['a parameter that is no text or number', { ...list, params: { q: { a: 1 } } }, /\/blocks\/0\/params/],
    ['a parameter whose name is no name', { ...list, params: { __proto__x: 1 } }, /\/blocks\/0\/params/],
    ['a fallback that runs', { ...list, primary: ['{a ?? b.constructor}'] }, /\/blocks\/0\/primary\/0/],
    ['a fallback to nothing', { ...list, primary: ['{a ??}'] }, /\/blocks\/0\/primary\/0/],
    ['a part in one language only', { ...list, description: [{ 'zh-CN': '{a}' }] }, /\/description\/0/],
    ['a failure text that is empty', { ...list, failed: '' }, /\/blocks\/0\/failed/],
    ['a group heading on no text', { ...chart, heading: 7 }, /\/blocks\/0\/heading/],
  ])('refuses %s', (_name, block, problem) => {
    const page = { ...dashboard, blocks: [JSON.parse(JSON.stringify(block)) as unknown] };
    expect(() => load({ d: page })).toThrow(problem);
  });

  it('takes a list over a list endpoint: parameters, filter, limit, fallbacks, a day, words per language, its own failure', () => {
    const endpointList = {
      ...list,
      heading: { 'zh-CN': '概览', 'en-US': 'At a glance' },
      params: { pageNo: 1, pageSize: 20, column: 'createTime', order: 'desc' },
      filter: { '!': { in: [{ var: 'status' }, ['accepted', 'rejected']] } },
      limit: 5,
      failed: { 'zh-CN': '暂时无法读取', 'en-US': 'Could not be read' },
      primary: ['{applyNo ?? businessTypes_dictText??businessTypes}'],
      description: [{ 'zh-CN': '有效期至 {validUntil|date}', 'en-US': 'Valid until {validUntil|date}' }],
    };
    const page = { ...dashboard, blocks: [JSON.parse(JSON.stringify(endpointList)) as unknown] };
    expect(load({ d: page }).dashboards.get('d')!.blocks[0]).toMatchObject({ limit: 5 });
  });

  it('takes a chart by categories, statistics and a list with tags and a header link', () => {
    const blocks = [
      {
        ...chart,
        items: undefined,
        category: undefined,
        categories: 'months',
        series: [{ name: 'n', values: 'a.b' }],
      },
      {
        ...statistics,
        title: { 'zh-CN': '{days} 天', 'en-US': '{days} days' },
        audience: { '!': { var: 'user' } },
      },
      {
        ...list,
        tags: [{ when: { '<': [{ var: 'd' }, 0] }, text: '{d|abs}', color: 'error' }],
        more: { path: '/a', label: 'x' },
      },
    ];
    const page = { ...dashboard, blocks: JSON.parse(JSON.stringify(blocks)) as unknown[] };
    expect(
      load({ d: page })
        .dashboards.get('d')!
        .blocks.map((b) => b.kind),
    ).toEqual(['chart', 'statistics', 'list']);
  });
});

describe('the dashboard meta schema', () => {
  it('offers the chart kinds and tag colours the renderer draws, from their one list', () => {
    const { chartBlock, listBlock } = pageMeta.definitions;
    expect(chartBlock.properties.chart).toEqual({ enum: [...CHART_KINDS] });
    expect(listBlock.properties.tags.items.properties.color).toEqual({ enum: [...DASHBOARD_TAG_COLORS] });
    expect(reportDefinitionMeta.properties.chart.properties.kind).toEqual({ enum: [...CHART_KINDS] });
  });
});

describe('the home dashboard (schemas/pages/dashboard-home.json)', () => {
  const home = loadRegistry().dashboards.get('dashboard-home')!;
  const sourcesFor = (userType: string) =>
    home.blocks
      .filter(
        (block: DashboardBlock) =>
          block.audience === undefined || logicTruthy(block.audience, { user: { userType } }),
      )
      .map((block) => block.source);

  it('shows customers their own figures and everyone else the staff figures, by the one list of customer types', () => {
    for (const userType of [...CUSTOMER_USER_TYPES, 'staff', 'admin', '']) {
      const sources = new Set(sourcesFor(userType));
      expect(sources.has('/sys/dashboard/customer'), userType).toBe(isCustomerType(userType));
      expect(sources.has('/sys/dashboard/staff'), userType).toBe(!isCustomerType(userType));
    }
  });

  it('is loaded by the code the home page checks, a button of 首页 granted to every role', () => {
    expect(home.permission).toBe(HOME_FIGURES_PERMISSION);
    const entry = loadMenuDocuments()
      .flatMap(({ doc }) => doc.entries)
      .find((e) => e.url === '/dashboard/analysis')!;
    const button = entry.buttons?.find((b) => b.perms === HOME_FIGURES_PERMISSION);
    expect(button).toBeTruthy();
    expect(button!.grants ?? entry.grants).toEqual(['admin', 'staff', 'customer_main', 'customer_sub']);
  });

  it('shows the visit statistics to holders of their permission only', () => {
    const visits = home.blocks.filter(
      (block) => block.source === '/sys/loginfo' || block.source === '/sys/visitInfo',
    );
    expect(visits.map((block) => block.permission)).toEqual([
      'dashboard:loginfo:view',
      'dashboard:loginfo:view',
    ]);
  });

  it('links only to pages of the menus or the notice list', () => {
    const urls = new Set(loadMenuDocuments().flatMap(({ doc }) => doc.entries.map((entry) => entry.url)));
    urls.add(USER_ANNOUNCEMENT_PATH);
    const links = home.blocks.flatMap((block) => [
      ...(block.kind === 'statistics' ? block.numbers.flatMap((n) => (n.link ? [n.link] : [])) : []),
      ...(block.kind === 'list' && block.more ? [block.more.path] : []),
    ]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !urls.has(link))).toEqual([]);
  });
});
