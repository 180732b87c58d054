/**
 * The customer's home lists the company's open nonconformities (raised, or answered and still with
 * the team, or returned to the customer) — never the accepted ones — with grade, clause and project,
 * linking to the nonconformity page; in English too.
 */
import { App as AntdApp } from 'antd';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerRequests } from '../../../../tests/setup/answer-requests';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { useUserStore } from '../../stores/user';
import { GLANCE_LISTS, type GlanceKind } from './glance-api';
import { HomeGlance } from './HomeGlance';

type Row = Record<string, unknown>;

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

function serve(nonconformities: Row[]): void {
  answerRequests(
    Object.fromEntries(
      (Object.keys(GLANCE_LISTS) as GlanceKind[]).map((k) => {
        const rows = k === 'nonconformities' ? nonconformities : [];
        return [
          GLANCE_LISTS[k].api,
          () => ({ records: rows, total: rows.length, current: 1, size: 20, pages: 1 }),
        ];
      }),
    ),
  );
}

function renderGlance() {
  return render(
    <AppProviders>
      <AntdApp>
        <MemoryRouter>
          <HomeGlance />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

beforeEach(async () => {
  useUserStore.setState({
    dictionaries: {},
    userInfo: { id: 'c1', username: 'democustomer', userType: 'customer_main' },
  });
  await setLocale('zh-CN');
});

describe('open nonconformities on the customer home', () => {
  it('lists the open ones with grade, clause and project, not the accepted one, and links to the page', async () => {
    serve(NONCONFORMITIES);
    renderGlance();
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

  it('says there is nothing to answer, in English', async () => {
    await setLocale('en-US');
    serve([NONCONFORMITIES[2]!]);
    renderGlance();
    expect(
      await screen.findByText(
        'No open nonconformity. Nonconformities the audit team raises show here for you to answer online.',
      ),
    ).toBeTruthy();
  });
});
