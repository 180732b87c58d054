/**
 * Building a screen without code, as the admin meets it in the shell (SchemaRoute, the
 * shell's provider, requests answered at the HTTP layer as the server would):
 * - 在线报表配置's row action 打开报表 opens the report's screen at the path a menu would have;
 * - 在线表单开发's row action 授权 shows the roles as checkboxes (ticked where granted) and saves the
 *   ticked ones in one request;
 * - 菜单管理's form: choosing 在线表单 shows the picker of published forms and hides the typed
 *   component and path, which the server derives.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import cgformEntity from '../../../schemas/entities/onl_cgform_head.json';
import cgformPage from '../../../schemas/pages/online-cgform-list.json';
import reportEntity from '../../../schemas/entities/onl_cgreport_head.json';
import reportPage from '../../../schemas/pages/onl-cgreport-head-list.json';
import permissionEntity from '../../../schemas/entities/sys_permission.json';
import permissionPage from '../../../schemas/pages/sys-permission-list.json';
import { openRowMenu } from '../../../renderers/test-support/open-row-menu';
import { answerRequests, type Answer } from '../../../tests/setup/answer-requests';
import { applyPageDefaults, type PageDeclaration } from '../../shared/schema/page-defaults';
import { resolveEntity } from '../../shared/schema/registry';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { useUserStore } from '../stores/user';
import SchemaRoute from './SchemaRoute';
import { checkEntityDocument } from '../../shared/schema/meta-check';

const LONG = { timeout: 30_000 };

/** What GET /sys/schema/page/:id answers for a page file and its entity. */
function pageAnswer(pageFile: unknown, entityFile: unknown) {
  const entity = resolveEntity(checkEntityDocument('entity', entityFile)).schema;
  return { page: applyPageDefaults(pageFile as PageDeclaration, entity).page, entity };
}

function listOf(records: unknown[]) {
  return { records, total: records.length, size: 10, current: 1, pages: 1 };
}

function ReportScreen() {
  return <p>报表屏幕 {useParams().code}</p>;
}

function renderPage(pageId: string, routes: Record<string, Answer>, codes: string[]) {
  useUserStore.setState({
    token: 't',
    userInfo: { id: '1', username: 'admin' },
    auth: codes.map((action) => ({ action, type: '2', describe: action })),
    allAuth: [],
  });
  const answered = answerRequests(routes);
  render(
    <AppProviders>
      <App>
        <FeedbackBridge />
        <MemoryRouter initialEntries={['/page']}>
          <Routes>
            <Route path="/page" element={<SchemaRoute pageId={pageId} />} />
            <Route path="/online/cgreport/:code" element={<ReportScreen />} />
          </Routes>
        </MemoryRouter>
      </App>
    </AppProviders>,
  );
  return answered;
}

/** Clicks a row action: shown as a link, or under the row's 更多 menu. */
async function clickRowAction(row: HTMLElement, name: string) {
  const shown = within(row).queryByRole('button', { name });
  if (shown) return userEvent.click(shown);
  await userEvent.click(within(await openRowMenu(row)).getByRole('menuitem', { name }));
}

/** Whether a row offers an action, shown or under 更多. */
async function offers(row: HTMLElement, name: string): Promise<boolean> {
  if (within(row).queryByRole('button', { name })) return true;
  const more = within(row).queryByRole('button', { name: '更多' });
  if (!more) return false;
  await userEvent.click(more);
  const menu = await screen.findByRole('menu');
  const found = within(menu).queryByRole('menuitem', { name }) !== null;
  await userEvent.keyboard('{Escape}');
  return found;
}

beforeEach(async () => {
  await setLocale('zh-CN');
});

describe('在线报表配置: 打开报表', () => {
  it('opens the report screen of the row at /online/cgreport/<code>', async () => {
    renderPage(
      'onl-cgreport-head-list',
      {
        '/sys/schema/page/onl-cgreport-head-list': () => pageAnswer(reportPage, reportEntity),
        '/online/cgreport/head/list': () =>
          listOf([{ id: 'r1', code: 'user_stats', name: '用户统计', baseEntity: 'sys_user' }]),
      },
      ['online:cgreport:list'],
    );
    const row = (await screen.findByText('用户统计', undefined, LONG)).closest('tr')!;
    await clickRowAction(row, '打开报表');
    expect(await screen.findByText('报表屏幕 user_stats')).toBeTruthy();
  });
});

describe('在线表单开发: 授权', () => {
  const FORM = {
    $id: 'online_form_grant',
    title: { 'zh-CN': '授权：单据', 'en-US': 'Grant: Bills' },
    description: {
      'zh-CN':
        '勾选的角色获得该表单的菜单（1 个）及其主表、子表的全部权限：online:bill:list；取消勾选即收回。',
      'en-US': 'x',
    },
    properties: {
      roleIds: {
        type: 'string',
        title: { 'zh-CN': '角色', 'en-US': 'Roles' },
        maxLength: 100000,
        'x-widget': 'checkbox',
        'x-widget-options': {
          options: [
            { value: 'ra', text: '管理员 (admin)' },
            { value: 'rs', text: '员工 (staff)' },
          ],
        },
        default: 'ra',
      },
    },
  };

  it('shows the roles with the granted ones ticked and saves the ticked roles in one request', async () => {
    const answered = renderPage(
      'online-cgform-list',
      {
        '/sys/schema/page/online-cgform-list': () => pageAnswer(cgformPage, cgformEntity),
        '/online/cgform/head/list': () =>
          listOf([
            {
              id: 'h1',
              tableName: 'bill',
              tableTxt: '单据',
              tableType: 2,
              tableVersion: 1,
              publishedVersion: 1,
              syncedVersion: 1,
            },
          ]),
        '/sys/role/onlineFormGrant': () => ({ form: FORM }),
        '/sys/role/grantOnlineForm': () => null,
      },
      ['online:cgform:list', 'system:role:edit'],
    );
    const row = (await screen.findByText('单据', undefined, LONG)).closest('tr')!;
    await clickRowAction(row, '授权');
    const dialog = (await screen.findByText('授权：单据', undefined, LONG)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByText(/online:bill:list/)).toBeTruthy();
    const admin = await within(dialog).findByRole('checkbox', { name: '管理员 (admin)' });
    const staff = within(dialog).getByRole('checkbox', { name: '员工 (staff)' });
    expect((admin as HTMLInputElement).checked).toBe(true);
    expect((staff as HTMLInputElement).checked).toBe(false);
    await userEvent.click(staff);
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(answered.callsTo('/sys/role/grantOnlineForm')).toHaveLength(1));
    const sent = answered.callsTo('/sys/role/grantOnlineForm')[0]!;
    expect(sent.method).toBe('post');
    expect(JSON.parse(String(sent.data))).toEqual({ id: 'h1', values: { roleIds: 'ra,rs' } });
    await waitFor(() => expect(screen.queryByText('授权：单据')).toBeNull());
    expect(answered.callsTo('/sys/role/onlineFormGrant')[0]!.params).toMatchObject({ id: 'h1' });
  });

  it('is not offered for a form that is not published', async () => {
    renderPage(
      'online-cgform-list',
      {
        '/sys/schema/page/online-cgform-list': () => pageAnswer(cgformPage, cgformEntity),
        '/online/cgform/head/list': () =>
          listOf([
            {
              id: 'h2',
              tableName: 'draft',
              tableTxt: '草稿表',
              tableType: 1,
              tableVersion: 1,
              publishedVersion: null,
            },
          ]),
      },
      ['online:cgform:list', 'system:role:edit', 'system:permission:add'],
    );
    const row = (await screen.findByText('草稿表', undefined, LONG)).closest('tr')!;
    expect(await offers(row, '发布')).toBe(false); // not granted here: the menu shows only what is allowed
    expect(await offers(row, '授权')).toBe(false);
    expect(await offers(row, '添加菜单')).toBe(false);
  });
});

describe('菜单管理: the menu opens an online form', () => {
  it('offers the published forms by name and code and hides the typed component and path', async () => {
    renderPage(
      'sys-permission-list',
      {
        '/sys/schema/page/sys-permission-list': () => pageAnswer(permissionPage, permissionEntity),
        '/sys/permission/list': () => listOf([]),
        '/sys/permission/queryTreeList': () => [],
        '/sys/permission/onlineForms': () => [{ value: 'bill', text: '单据 (bill)', textEn: 'Bills (bill)' }],
        '/sys/dict/getDictItems/menu_type': () => [
          { value: '0', text: '一级菜单', title: '一级菜单' },
          { value: '1', text: '子菜单', title: '子菜单' },
        ],
        '/sys/dict/getDictItems/perms_type': () => [],
        '/sys/dict/getDictItems/valid_status': () => [],
      },
      ['system:permission:list', 'system:permission:add'],
    );
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, LONG));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByLabelText('菜单路径', undefined, LONG)).toBeTruthy();
    expect(within(drawer).queryByLabelText('在线表单')).toBeNull();
    await userEvent.click(within(drawer).getByRole('combobox', { name: '打开在线页面' }));
    await userEvent.click(await screen.findByTitle('在线表单'));
    const picker = await within(drawer).findByRole('combobox', { name: '在线表单' });
    await waitFor(() => expect(within(drawer).queryByLabelText('菜单路径')).toBeNull());
    expect(within(drawer).queryByLabelText('前端组件')).toBeNull();
    await userEvent.click(picker);
    expect(await screen.findByTitle('单据 (bill)')).toBeTruthy();
  });
});
