/**
 * The customer's home: a business section opens apply online with that section chosen,
 * and three small lists show open applications, projects (current stage) and certificates (status,
 * valid until), each linking to its full page and saying what to do while empty.
 */
import { App as AntdApp } from 'antd';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRequests } from '../../../../tests/setup/answer-requests';
import { AppProviders } from '../../AppProviders';
import { FeedbackBridge } from '../../feedback/FeedbackBridge';
import { setLocale } from '../../i18n';
import { useUserStore } from '../../stores/user';
import { GLANCE_LISTS, type GlanceKind } from './glance-api';
import Analysis from './Analysis';

type Row = Record<string, unknown>;

/** Answers the three lists the glance reads with these rows (none where not given), or their error. */
function serveLists(data: Partial<Record<GlanceKind, Row[] | Error>>): void {
  const page = (kind: GlanceKind) => () => {
    const rows = data[kind] ?? [];
    return rows instanceof Error
      ? rows
      : { records: rows, total: rows.length, current: 1, size: 5, pages: 1 };
  };
  answerRequests(
    Object.fromEntries(
      (Object.keys(GLANCE_LISTS) as GlanceKind[]).map((k) => [GLANCE_LISTS[k].api, page(k)]),
    ),
  );
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
          status_dictText: '有效',
          projectName: 'ISO 9001 认证',
          validUntil: '2029-05-01 00:00:00',
        },
      ],
    });
    renderHome();
    const apps = await screen.findByRole('list', { name: '进行中的申请' });
    expect(within(apps).getByText('AP-2026-001')).toBeTruthy();
    expect(within(apps).getByText('已提交')).toBeTruthy();
    const projects = screen.getByRole('list', { name: '我的项目' });
    expect(within(projects).getByText('当前阶段：第二阶段审核')).toBeTruthy();
    const certs = screen.getByRole('list', { name: '我的证书' });
    expect(within(certs).getByText('CD-QMS-2026-0001')).toBeTruthy();
    expect(within(certs).getByText('ISO 9001 认证 · 有效期至 2029-05-01')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '查看全部' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/account/applies',
      '/progress/query',
      '/certificate/my',
      '/progress/nonconformity',
    ]);
  });

  it('says what to do while a list is empty, and when one cannot be read', async () => {
    serveLists({ certificates: new Error('403') });
    renderHome();
    expect(await screen.findByText('暂无进行中的申请。点击上方的业务板块即可在线申请。')).toBeTruthy();
    expect(await screen.findByText('暂无项目。申请受理后，项目及其当前阶段会显示在这里。')).toBeTruthy();
    expect(await screen.findByText('暂时无法读取，请稍后刷新页面')).toBeTruthy();
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

  it('is not shown to staff', () => {
    useUserStore.setState({ userInfo: { id: 's1', username: 'staff', userType: 'staff' } });
    renderHome();
    expect(screen.queryByRole('heading', { name: '我的业务概览' })).toBeNull();
  });
});
