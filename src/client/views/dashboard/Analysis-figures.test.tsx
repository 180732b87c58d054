/**
 * The home page's figures (schemas/pages/dashboard-home.json through the schema renderer): a customer
 * sees its own counts as charts with their table view and the certificates due soon; staff see their
 * queues and throughput.
 */
import { App as AntdApp } from 'antd';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRequests, type AnsweredRequests } from '../../../../tests/setup/answer-requests';
import type { CustomerDashboard, StaffDashboard } from '../../../shared/dashboard/dashboard-types';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { useUserStore } from '../../stores/user';
import Analysis from './Analysis';
import {
  HOME_DASHBOARD_PAGE,
  HOME_FIGURES_GRANT,
  HOME_LIST_SOURCES,
  homeDashboardPage,
} from '../../../../tests/setup/home-dashboard';

const CUSTOMER: CustomerDashboard = {
  applicationsByStatus: [
    { value: 'draft', text: '草稿', count: 2 },
    { value: 'submitted', text: '已提交', count: 1 },
  ],
  projectsByStage: [{ value: 'stage1', text: '第一阶段审核', count: 3 }],
  certificatesByStatus: [{ value: 'valid', text: '有效', count: 1 }],
  dueSoon: [
    {
      id: 'c1',
      certificateNo: 'CD-S-2025-000001',
      projectName: null,
      kind: 'surveillance1',
      kindText: '第一次监督审核',
      dueDate: '2026-12-30',
      daysLeft: 36,
    },
  ],
  dueWindowDays: 30,
  unreadNotices: 4,
};

const STAFF: StaffDashboard = {
  queues: { pendingCompanies: 5, submittedApplications: 7, activeProjects: 9 },
  months: ['2026-10', '2026-11'],
  throughput: { submitted: [1, 6], accepted: [0, 2], issued: [3, 0] },
  certificatesByDomain: [{ value: 'system', text: '管理体系认证', count: 3 }],
  dues: [],
  dueWindowDays: 90,
  overdueSurveillance: 0,
};

function renderHome() {
  return render(
    <AppProviders>
      <AntdApp>
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
          <Analysis />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

const emptyList = () => ({ records: [], total: 0, current: 1, size: 5, pages: 0 });

let server: AnsweredRequests;

beforeEach(async () => {
  server = answerRequests({
    [HOME_DASHBOARD_PAGE]: homeDashboardPage,
    '/sys/dashboard/customer': () => CUSTOMER,
    '/sys/dashboard/staff': () => STAFF,
    ...Object.fromEntries(HOME_LIST_SOURCES.map((path) => [path, emptyList])),
  });
  await setLocale('zh-CN');
});

describe('home figures', () => {
  it("shows a customer's counts as a chart readable as a table, the certificates due and unread notices", async () => {
    useUserStore.setState({
      dictionaries: {},
      auth: [HOME_FIGURES_GRANT],
      userInfo: { id: 'c1', username: 'democustomer', userType: 'customer_main' },
    });
    const user = userEvent.setup();
    renderHome();
    const chart = await screen.findByRole('img', { name: /^申请状态分布：/ });
    expect(chart.getAttribute('aria-label')).toBe('申请状态分布：草稿 2；已提交 1');
    const panel = chart.closest('.rf-chart-panel') as HTMLElement;
    await user.click(within(panel).getByText('表格'));
    const table = await within(panel).findByRole('table', { name: '申请状态分布' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual(['草稿2', '已提交1']);
    expect(screen.getByText('CD-S-2025-000001')).toBeTruthy();
    expect(screen.getByText('剩余 36 天')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^未读消息\s*4$/ }).getAttribute('href')).toBe(
      '/isps/userAnnouncement',
    );
    expect(screen.getByText('30 天内到期或需监督审核的证书')).toBeTruthy();
    expect(screen.getByRole('link', { name: '证书' }).getAttribute('href')).toBe('/certificate/my');
    // A customer's home never asks for staff's figures (the route would refuse it).
    expect(server.callsTo('/sys/dashboard/staff')).toHaveLength(0);
  });

  it('shows staff their queues and the throughput by month', async () => {
    useUserStore.setState({
      dictionaries: {},
      auth: [HOME_FIGURES_GRANT],
      userInfo: { id: 's1', username: 'demostaff', userType: 'staff' },
    });
    renderHome();
    expect((await screen.findByRole('link', { name: '待受理申请 7' })).getAttribute('href')).toBe(
      '/isps/apply-review',
    );
    // WCAG 2.5.3 (axe label-content-name-mismatch in en-US): named by the visible title and figure alone.
    expect(screen.getByRole('link', { name: /^待审核企业\s*5$/ }).hasAttribute('aria-label')).toBe(false);
    const chart = screen.getByRole('img', { name: /^近 12 个月业务量：/ });
    expect(chart.getAttribute('aria-label')).toBe(
      '近 12 个月业务量：2026-10 提交申请 1, 受理申请 0, 颁发证书 3；2026-11 提交申请 6, 受理申请 2, 颁发证书 0',
    );
    expect(screen.getByRole('img', { name: /^各业务领域颁发证书：/ }).getAttribute('aria-label')).toBe(
      '各业务领域颁发证书：管理体系认证 3',
    );
    expect(server.callsTo('/sys/dashboard/customer')).toHaveLength(0);
  });

  it('shows the sections alone, asking for no figures, to a user whose role lacks their code', async () => {
    useUserStore.setState({
      dictionaries: {},
      auth: [],
      userInfo: { id: 's2', username: 'clerk', userType: 'staff' },
    });
    renderHome();
    expect(await screen.findByRole('button', { name: '体系认证' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '业务统计' })).toBeNull();
    expect(server.callsTo(HOME_DASHBOARD_PAGE)).toHaveLength(0);
    expect(server.callsTo('/sys/dashboard/staff')).toHaveLength(0);
  });
});
