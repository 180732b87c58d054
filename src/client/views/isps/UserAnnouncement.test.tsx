import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { Adapter, PreparedRequest } from '../../request';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { useNoticeStore } from '../../notice/store';
import type { MyNoticeRow } from '../../notice/types';
import { http } from '../../request';
import UserAnnouncement from './UserAnnouncement';

const originalAdapter = http.defaults.adapter;
let calls: PreparedRequest[];
let rows: MyNoticeRow[];

const row = (
  id: string,
  titile: string,
  readFlag: string,
  extra: Partial<MyNoticeRow> = {},
): MyNoticeRow => ({
  id: `send-${id}`,
  anntId: id,
  titile,
  readFlag,
  priority: 'M',
  msgCategory: '1',
  sender: 'admin',
  sendTime: '2026-11-20 09:30:00',
  ...extra,
});

const server: Adapter = async (config) => {
  calls.push(config);
  const reply = (result: unknown) => ({
    data: { success: true, code: 200, message: '', result, timestamp: 0 },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  if (config.url === '/sys/sysAnnouncementSend/getMyAnnouncementSend') {
    const params = config.params as { readFlag?: string; pageNo: number; pageSize: number };
    const records = rows.filter((r) => !params.readFlag || r.readFlag === params.readFlag);
    return reply({ records, total: records.length, size: params.pageSize, current: params.pageNo, pages: 1 });
  }
  if (config.url === '/sys/sysAnnouncementSend/readAll') {
    rows = rows.map((r) => ({ ...r, readFlag: '1' }));
    return reply(null);
  }
  if (config.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') {
    const { anntId } = JSON.parse(String(config.data)) as { anntId: string };
    rows = rows.map((r) => (r.anntId === anntId ? { ...r, readFlag: '1' } : r));
    return reply(null);
  }
  if (config.url === '/sys/annountCement/listByUser')
    return reply({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  return reply(null);
};

function renderPage() {
  return render(
    <AppProviders>
      <AntdApp>
        <MemoryRouter initialEntries={['/isps/userAnnouncement']}>
          <UserAnnouncement />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

const listCalls = () => calls.filter((c) => c.url === '/sys/sysAnnouncementSend/getMyAnnouncementSend');
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

beforeEach(async () => {
  calls = [];
  rows = [
    row('a1', '系统维护通知', '0', { priority: 'H' }),
    row('a2', '企业激活已通过', '1', { msgCategory: '2' }),
  ];
  http.defaults.adapter = server;
  useNoticeStore.getState().reset();
  await setLocale('zh-CN');
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('/isps/userAnnouncement', () => {
  it("lists the user's messages with type, priority and read state", async () => {
    renderPage();
    expect(await screen.findByText('系统维护通知')).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('未读')).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('紧急')).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('通知公告')).toBeTruthy();
    expect(within(rowOf('企业激活已通过')).getByText('已读')).toBeTruthy();
    expect(within(rowOf('企业激活已通过')).getByText('系统消息')).toBeTruthy();
    expect(listCalls()[0]?.params).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('filters by read state', async () => {
    renderPage();
    await screen.findByText('系统维护通知');
    fireEvent.mouseDown(screen.getByLabelText('阅读状态'));
    fireEvent.click(await screen.findByTitle('未读'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ readFlag: '0', pageNo: 1 }));
    await waitFor(() => expect(screen.queryByText('企业激活已通过')).toBeNull());
    expect(screen.getByText('系统维护通知')).toBeTruthy();
  });

  it('marks all read after confirming, and the list and the bell read again', async () => {
    renderPage();
    await screen.findByText('系统维护通知');
    const revision = useNoticeStore.getState().revision;
    fireEvent.click(screen.getByRole('button', { name: '全部标注已读' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('是否全部标注已读?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/sys/sysAnnouncementSend/readAll' && c.method === 'put')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(within(rowOf('系统维护通知')).getByText('已读')).toBeTruthy());
    expect(useNoticeStore.getState().revision).toBe(revision + 1);
    expect(calls.some((c) => c.url === '/sys/annountCement/listByUser')).toBe(true);
    expect(await screen.findByText('已全部标注为已读')).toBeTruthy();
  });

  it('opening an unread message marks it read (by its announcement id) and shows it', async () => {
    renderPage();
    await screen.findByText('系统维护通知');
    fireEvent.click(within(rowOf('系统维护通知')).getByRole('button', { name: '查看 系统维护通知' }));
    await waitFor(() => expect(useNoticeStore.getState().detailId).toBe('a1'));
    const markRead = calls.find((c) => c.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId');
    expect(JSON.parse(String(markRead?.data))).toEqual({ anntId: 'a1' });
    await waitFor(() => expect(within(rowOf('系统维护通知')).getByText('已读')).toBeTruthy());
    // A read one is just shown.
    const before = calls.filter((c) => c.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId').length;
    fireEvent.click(within(rowOf('企业激活已通过')).getByRole('button', { name: '查看 企业激活已通过' }));
    await waitFor(() => expect(useNoticeStore.getState().detailId).toBe('a2'));
    expect(calls.filter((c) => c.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId')).toHaveLength(
      before,
    );
  });
});
