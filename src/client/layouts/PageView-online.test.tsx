/**
 * Menu items that open online screens: the shell maps an online list component
 * (JeecgBoot's component paths, the short `online/cgformList` names, or the route with the code)
 * to the built-in list screen of page `online-<code>`, rendered by the generic renderer from the
 * page the server answers. The server is an HTTP adapter answering like the real one.
 */
import { render, screen, waitFor } from '@testing-library/react';
import type { Adapter, PreparedRequest } from '../request';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { http } from '../request';
import { useUserStore } from '../stores/user';
import type { RouteEntry } from '../router/menu-types';
import { PageView } from './PageView';

const originalAdapter = http.defaults.adapter;
let calls: PreparedRequest[] = [];

const ENTITY = {
  $id: 'equip',
  type: 'object',
  title: { 'zh-CN': '检验设备', 'en-US': 'Inspection equipment' },
  'x-table': 'equip',
  'x-api': '/online/data/equip',
  'x-scope': 'none',
  'x-permissions': { list: 'online:equip:list' },
  properties: {
    id: { type: 'string', title: { 'zh-CN': '主键', 'en-US': 'ID' }, readOnly: true },
    name: { type: 'string', title: { 'zh-CN': '设备名称', 'en-US': 'Name' } },
  },
  additionalProperties: false,
};

const PAGE = {
  $id: 'online-equip',
  kind: 'list',
  title: { 'zh-CN': '检验设备', 'en-US': 'Inspection equipment' },
  entity: 'equip',
  api: { list: '/online/data/equip/list' },
  columns: [{ field: 'name' }],
  toolbar: [],
  rowActions: [],
};

const server: Adapter = async (config) => {
  calls.push(config);
  const result =
    config.url === '/sys/schema/page/online-equip'
      ? { page: PAGE, entity: ENTITY }
      : config.url === '/online/data/equip/list'
        ? { records: [{ id: 'e1', name: '游标卡尺' }], total: 1, size: 10, current: 1, pages: 1 }
        : null;
  const status = result ? 200 : 404;
  return {
    data: { success: status === 200, code: status, message: '', result },
    status,
    statusText: '',
    headers: {},
    config,
  };
};

function entry(path: string, component: string): RouteEntry {
  return {
    path,
    name: 'online',
    component,
    title: '检验设备',
    titleEn: 'Equipment',
    hidden: false,
    internalOrExternal: false,
    keepAlive: false,
    parents: [],
    menuKey: path,
  };
}

function renderAt(location: string, routeEntry: RouteEntry) {
  return render(
    <AppProviders>
      <App>
        <FeedbackBridge />
        <MemoryRouter initialEntries={[location]}>
          <Routes>
            <Route path="*" element={<PageView entry={routeEntry} />} />
          </Routes>
        </MemoryRouter>
      </App>
    </AppProviders>,
  );
}

beforeEach(async () => {
  calls = [];
  http.defaults.adapter = server;
  await setLocale('zh-CN');
  useUserStore.setState({ token: 't', userInfo: { id: '1', username: 'staff' } });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('menu items that open online forms', () => {
  it.each([
    ['/online/cgformList/equip', 'modules/online/cgform/auto/OnlCgformAutoList'],
    ['/online/cgformTreeList/equip', 'online/cgformTreeList'],
    ['/equipment', '/online/cgformErpList/equip'],
  ])('%s with component %s shows the list page online-equip', async (location, component) => {
    renderAt(location, entry(location, component));
    expect(await screen.findByText('游标卡尺', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '设备名称' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/sys/schema/page/online-equip');
  });

  it('takes the code from the location for a parameterised menu path', async () => {
    renderAt('/online/cgformList/equip', entry('/online/cgformList/:code', 'online/cgformList'));
    expect(await screen.findByText('游标卡尺', undefined, { timeout: 30_000 })).toBeTruthy();
  });

  it('shows the not-found page for a code that cannot be a form', async () => {
    renderAt('/online/cgformList/Bad-Code', entry('/online/cgformList/Bad-Code', 'online/cgformList'));
    expect(await screen.findByText('404')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
