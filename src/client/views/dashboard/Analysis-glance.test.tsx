/**
 * The customer's home: a business section opens apply online with that section chosen, and the
 * schema dashboard (dashboard-home.json) shows its business at a glance — open applications, projects
 * (current stage), certificates (status, valid until) and open nonconformities (never the accepted
 * ones) — each list named by its heading, linking to its full page and saying what to do while empty.
 */
import { App as AntdApp } from 'antd';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRequests, type AnsweredRequests } from '../../../../tests/setup/answer-requests';
import {
  HOME_DASHBOARD_PAGE,
  HOME_FIGURES_GRANT,
  HOME_LIST_GRANTS,
  homeDashboardPage,
} from '../../../../tests/setup/home-dashboard';
import type { CustomerDashboard } from '../../../shared/dashboard/dashboard-types';
import { AppProviders } from '../../AppProviders';
import { FeedbackBridge } from '../../feedback/FeedbackBridge';
import { setLocale } from '../../i18n';
import { useUserStore } from '../../stores/user';
import Analysis from './Analysis';

type Row = Record<string, unknown>;

/** The list endpoints the glance reads, as the server routes them. */
const LISTS = {
  applications: '/isps/apply/list',
  projects: '/isps/project/list',
  certificates: '/isps/certificate/list',
  nonconformities: '/isps/nonconformity/list',
} as const;
type ListName = keyof typeof LISTS;

const NO_FIGURES: CustomerDashboard = {
  applicationsByStatus: [],
  projectsByStage: [],
  certificatesByStatus: [],
  dueSoon: [],
  dueWindowDays: 30,
  unreadNotices: 0,
};

const NONCONFORMITIES: Row[] = [
  {
    id: 'n1',
    ncNo: 'P202601001-NC03',
    status: 'returned',
    status_dictText: '已退回',
    grade: 'major',
    grade_dictText: '严重不符合',
    clause: '8.4',
    projectName: 'ISO 9001 认证',
  },
  {
    id: 'n2',
    ncNo: 'P202601001-NC02',
    status: 'raised',
    status_dictText: '待整改',
    grade: 'minor',
    grade_dictText: '一般不符合',
    clause: '7.5.3',
    projectName: 'ISO 9001 认证',
  },
  {
    id: 'n3',
    ncNo: 'P202601001-NC01',
    status: 'accepted',
    status_dictText: '已关闭',
    grade: 'major',
    grade_dictText: '严重不符合',
    clause: '9.2',
    projectName: 'ISO 9001 认证',
  },
];

let server: AnsweredRequests;

/** Answers the home page, its figures and the four lists with these rows (none where not given), or their error. */
function serveLists(data: Partial<Record<ListName, Row[] | Error>>): void {
  const page = (name: ListName) => () => {
    const rows = data[name] ?? [];
    return rows instanceof Error
      ? rows
      : { records: rows, total: rows.length, current: 1, size: 5, pages: 1 };
  };
  server = answerRequests({
    [HOME_DASHBOARD_PAGE]: homeDashboardPage,
    '/sys/dashboard/customer': () => NO_FIGURES,
    '/sys/dashboard/staff': () => new Error('仅限内部员工查看'),
    ...Object.fromEntries((Object.keys(LISTS) as ListName[]).map((name) => [LISTS[name], page(name)])),
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  return render(
    <AppProviders>
      <AntdApp>
        <FeedbackBridge />
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
          <Routes>
            <Route path="/dashboard/analysis" element={<Analysis />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

beforeEach(async () => {
  serveLists({});
  useUserStore.setState({
    dictionaries: {},
    auth: [HOME_FIGURES_GRANT, ...HOME_LIST_GRANTS],
    userInfo: { id: 'c1', username: 'democustomer', userType: 'customer_main' },
  });
  await setLocale('zh-CN');
});

describe('customer home', () => {
  it('a section opens apply online with that business type chosen', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: '集装箱检验' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/isps/apply-online?businessType=container_inspection',
    );
  });

  it('shows the open applications, projects with their stage and certificates with validity, with links to the full lists', async () => {
    serveLists({
      applications: [
        {
          id: 'a1',
          applyNo: 'AP-2026-001',
          status: 'submitted',
          status_dictText: '已提交',
          businessTypes_dictText: '体系认证、检测',
        },
        { id: 'a0', applyNo: 'AP-2025-009', status: 'accepted', status_dictText: '已受理' },
      ],
      projects: [
        {
          id: 'p1',
          projectName: 'ISO 9001 认证',
          status_dictText: '进行中',
          stageName_dictText: '第二阶段审核',
        },
      ],
      certificates: [
        {
          id: 'c1',
          certificateNo: 'CD-QMS-2026-0001',
          status: 'valid',
          projectName: 'ISO 9001 认证',
          validUntil: '2029-05-01 00:00:00',
        },
      ],
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: '我的业务概览' })).toBeTruthy();
    const apps = await screen.findByRole('list', { name: '进行中的申请' });
    expect(within(apps).getByText('AP-2026-001')).toBeTruthy();
    expect(within(apps).getByText('已提交')).toBeTruthy();
    // An accepted application is no longer open.
    expect(within(apps).queryByText('AP-2025-009')).toBeNull();
    const projects = screen.getByRole('list', { name: '我的项目' });
    expect(within(projects).getByText('当前阶段：第二阶段审核')).toBeTruthy();
    const certs = screen.getByRole('list', { name: '我的证书' });
    expect(within(certs).getByText('CD-QMS-2026-0001')).toBeTruthy();
    // Without the dictionary's text the status shows its value; the date is cut to the day.
    expect(within(certs).getByText('valid')).toBeTruthy();
    expect(within(certs).getByText('ISO 9001 认证 · 有效期至 2029-05-01')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '查看全部' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/account/applies',
      '/progress/query',
      '/certificate/my',
      '/progress/nonconformity',
    ]);
    // Each "view all" is described by its list's heading.
    expect(
      links.map((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toEqual(['进行中的申请', '我的项目', '我的证书', '待整改的不符合项']);
    // The newest rows first, a page of them (more where finished ones are left out).
    expect(server.callsTo(LISTS.certificates)[0]?.params).toMatchObject({
      pageNo: 1,
      pageSize: 5,
      column: 'createTime',
      order: 'desc',
    });
    expect(server.callsTo(LISTS.applications)[0]?.params).toMatchObject({ pageSize: 20 });
  });

  it('lists the open nonconformities with grade, clause and project, not the accepted one, and links to the page', async () => {
    serveLists({ nonconformities: NONCONFORMITIES });
    renderHome();
    const list = await screen.findByRole('list', { name: '待整改的不符合项' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/-NC0\d$/).textContent)).toEqual([
      'P202601001-NC03',
      'P202601001-NC02',
    ]);
    expect(within(items[0]!).getByText('已退回')).toBeTruthy();
    expect(within(items[0]!).getByText('严重不符合 · 8.4 · ISO 9001 认证')).toBeTruthy();
    expect(within(list).queryByText('P202601001-NC01')).toBeNull();
    const section = screen
      .getByRole('heading', { name: '待整改的不符合项' })
      .closest('.ant-card') as HTMLElement;
    expect(within(section).getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe(
      '/progress/nonconformity',
    );
  });

  it('says what to do while a list is empty, and when one cannot be read', async () => {
    serveLists({ certificates: new Error('403') });
    renderHome();
    expect(await screen.findByText('暂无进行中的申请。点击上方的业务板块即可在线申请。')).toBeTruthy();
    expect(await screen.findByText('暂无项目。申请受理后，项目及其当前阶段会显示在这里。')).toBeTruthy();
    const certificates = (await screen.findByRole('heading', { name: '我的证书' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(await within(certificates).findByText('暂时无法读取，请稍后刷新页面')).toBeTruthy();
    // The other lists and the figures are not held up by the one that failed.
    expect(await screen.findByRole('link', { name: /^未读消息\s*0$/ })).toBeTruthy();
  });

  it('speaks English when the language is en-US', async () => {
    await setLocale('en-US');
    renderHome();
    expect(await screen.findByRole('heading', { name: 'My business at a glance' })).toBeTruthy();
    expect(
      await screen.findByText(
        'No certificate yet. Certificates issued after a certification decision show here.',
      ),
    ).toBeTruthy();
  });

  it('says there is no open nonconformity, in English', async () => {
    await setLocale('en-US');
    serveLists({ nonconformities: [NONCONFORMITIES[2]!] });
    renderHome();
    expect(
      await screen.findByText(
        'No open nonconformity. Nonconformities the audit team raises show here for you to answer online.',
      ),
    ).toBeTruthy();
  });

  it('leaves out a list the user may not read, without asking for it', async () => {
    useUserStore.setState({
      auth: [HOME_FIGURES_GRANT, ...HOME_LIST_GRANTS.filter((g) => g.action !== 'isps:certificate:list')],
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: '我的项目' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '我的证书' })).toBeNull();
    expect(server.callsTo(LISTS.certificates)).toHaveLength(0);
  });

  it('is not shown to staff, whose home reads none of the lists', async () => {
    useUserStore.setState({ userInfo: { id: 's1', username: 'staff', userType: 'staff' } });
    renderHome();
    expect(await screen.findByRole('heading', { name: '业务统计' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '我的业务概览' })).toBeNull();
    expect(Object.values(LISTS).flatMap((path) => server.callsTo(path))).toHaveLength(0);
  });
});
