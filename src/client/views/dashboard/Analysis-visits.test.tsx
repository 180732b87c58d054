/**
 * The administrator's login statistics on the home page (GET /sys/loginfo, /sys/visitInfo): the
 * figures and the last 7 days as a chart readable as a table, in both languages; a user without
 * the permission never sees (or asks for) them.
 */
import { App as AntdApp } from 'antd';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRequests } from '../../../../tests/setup/answer-requests';
import {
  LOGINFO_PERMISSION,
  type LoginInfo,
  type StaffDashboard,
  type VisitDay,
} from '../../../shared/dashboard/dashboard-types';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { useUserStore } from '../../stores/user';
import Analysis from './Analysis';
import {
  HOME_DASHBOARD_PAGE,
  HOME_FIGURES_GRANT,
  homeDashboardPage,
} from '../../../../tests/setup/home-dashboard';

const INFO: LoginInfo = { todayVisitCount: 12, todayIp: 3, totalVisitCount: 345 };
const DAYS: VisitDay[] = [
  { visit: 4, ip: 2, tian: '2026-11-27', type: '11-27' },
  { visit: 12, ip: 3, tian: '2026-11-28', type: '11-28' },
];
const STAFF: StaffDashboard = {
  queues: { pendingCompanies: null, submittedApplications: 0, activeProjects: 0 },
  months: [],
  throughput: { submitted: [], accepted: [], issued: [] },
  certificatesByDomain: [],
  dues: [],
  dueWindowDays: 90,
  overdueSurveillance: 0,
};

let asked: string[] = [];

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

function statistic(section: HTMLElement, title: string): string | null {
  const card = within(section).getByText(title).closest('.ant-statistic');
  return card?.querySelector('.ant-statistic-content-value')?.textContent ?? null;
}

function signIn(granted: boolean) {
  const item = { action: LOGINFO_PERMISSION, type: '2', status: '1' };
  useUserStore.setState({
    dictionaries: {},
    userInfo: { id: 'a1', username: granted ? 'admin' : 'demostaff', userType: granted ? 'admin' : 'staff' },
    auth: granted ? [HOME_FIGURES_GRANT, item] : [HOME_FIGURES_GRANT],
    allAuth: [HOME_FIGURES_GRANT, item],
  });
}

beforeEach(async () => {
  asked = [];
  answerRequests({
    [HOME_DASHBOARD_PAGE]: homeDashboardPage,
    '/sys/dashboard/staff': () => STAFF,
    '/sys/loginfo': () => {
      asked.push('loginfo');
      return INFO;
    },
    '/sys/visitInfo': () => {
      asked.push('visitInfo');
      return DAYS;
    },
  });
  await setLocale('zh-CN');
});

describe('login statistics on the home page', () => {
  it("shows an administrator today's visits, addresses, all visits and the last 7 days", async () => {
    signIn(true);
    const user = userEvent.setup();
    renderHome();
    const section = await screen.findByRole('region', { name: '访问统计' });
    // Each figure is read inside its own statistic: the chart's axis also draws numbers like 12.
    await within(section).findByText('今日访问');
    expect(statistic(section, '今日访问')).toBe('12');
    expect(statistic(section, '今日 IP')).toBe('3');
    expect(statistic(section, '总访问量')).toBe('345');
    // The last 7 days follow the figures, in a chart panel of their own.
    const chart = await screen.findByRole('img', { name: /^近 7 天访问量：/ });
    expect(chart.getAttribute('aria-label')).toBe(
      '近 7 天访问量：11-27 访问量 4, IP 数 2；11-28 访问量 12, IP 数 3',
    );
    const panel = chart.closest('.rf-chart-panel') as HTMLElement;
    await user.click(within(panel).getByText('表格'));
    const table = await within(panel).findByRole('table', { name: '近 7 天访问量' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual([
      '11-2742',
      '11-28123',
    ]);
  });

  it('speaks English', async () => {
    signIn(true);
    await setLocale('en-US');
    renderHome();
    const section = await screen.findByRole('region', { name: 'Visits' });
    expect(await within(section).findByText('Visits today')).toBeTruthy();
    expect(within(section).getByText('Addresses today')).toBeTruthy();
    expect(within(section).getByText('Visits in all')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^Visits, last 7 days:/ })).toBeTruthy();
  });

  it('shows nothing of them to a user without the permission, and asks nothing', async () => {
    signIn(false);
    renderHome();
    expect(await screen.findByRole('heading', { name: '业务统计' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '访问统计' })).toBeNull();
    // Nor a count the user may not see: the companies pending review (null without isps:company:list).
    expect(await screen.findByRole('link', { name: /^待受理申请\s*0$/ })).toBeTruthy();
    expect(screen.queryByText('待审核企业')).toBeNull();
    expect(asked).toEqual([]);
  });
});
