/**
 * Staff's certificate follow-up on the home page (ISO/IEC 17021-1 9.6): the count of certificates
 * whose surveillance audit is overdue, a link to the certificate list, and the division's due dates
 * with the days left, an overdue one said in words ("已逾期 10 天"), not only in red.
 */
import { App as AntdApp } from 'antd';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRequests } from '../../../../tests/setup/answer-requests';
import type { StaffDashboard } from '../../../shared/dashboard/dashboard-types';
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

const STAFF: StaffDashboard = {
  queues: { pendingCompanies: 0, submittedApplications: 0, activeProjects: 0 },
  months: [],
  throughput: { submitted: [], accepted: [], issued: [] },
  certificatesByDomain: [],
  dues: [
    {
      id: 'c1',
      certificateNo: 'CD-S-2025-000001',
      projectName: null,
      kind: 'surveillance1',
      kindText: '第一次监督审核',
      dueDate: '2026-11-18',
      daysLeft: -10,
    },
    {
      id: 'c2',
      certificateNo: 'CD-S-2025-000002',
      projectName: null,
      kind: 'expiry',
      kindText: '证书到期',
      dueDate: '2026-12-18',
      daysLeft: 20,
    },
  ],
  dueWindowDays: 90,
  overdueSurveillance: 1,
};

const emptyList = () => ({ records: [], total: 0, current: 1, size: 5, pages: 0 });

beforeEach(async () => {
  answerRequests({
    [HOME_DASHBOARD_PAGE]: homeDashboardPage,
    '/sys/dashboard/staff': () => STAFF,
    ...Object.fromEntries(HOME_LIST_SOURCES.map((path) => [path, emptyList])),
  });
  await setLocale('zh-CN');
  useUserStore.setState({
    dictionaries: {},
    auth: [HOME_FIGURES_GRANT],
    userInfo: { id: 's1', username: 'demostaff', userType: 'staff' },
  });
});

describe('staff certificate follow-up', () => {
  it('flags the overdue surveillance audits with a count linking to the certificate list, and lists the days left', async () => {
    render(
      <AppProviders>
        <AntdApp>
          <MemoryRouter initialEntries={['/dashboard/analysis']}>
            <Analysis />
          </MemoryRouter>
        </AntdApp>
      </AppProviders>,
    );
    const flag = await screen.findByRole('link', { name: /^监督审核逾期的证书\s*1$/ });
    expect(flag.getAttribute('href')).toBe('/isps/certificate');
    const list = screen
      .getByText('本部门 90 天内到期、需监督审核或监督逾期的证书')
      .closest('.ant-card') as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'CD-S-2025-000001 · 第一次监督审核 · 2026-11-18已逾期 10 天',
      'CD-S-2025-000002 · 证书到期 · 2026-12-18剩余 20 天',
    ]);
    // Overdue in red as well as in words; the days left in the plain tag.
    expect(within(items[0]!).getByText('已逾期 10 天').classList.contains('ant-tag-error')).toBe(true);
    expect(within(items[1]!).getByText('剩余 20 天').classList.contains('ant-tag-error')).toBe(false);
    expect(within(list).getByRole('link', { name: '证书' }).getAttribute('href')).toBe('/isps/certificate');
  });
});
