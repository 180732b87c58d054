import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { Adapter, PreparedRequest } from '../request';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import { http } from '../request';
import { useUserStore } from '../stores/user';
import { NoticeBell } from './NoticeBell';
import type { SocketLike } from './socket';
import { useNoticeStore } from './store';
import type { NoticeDetail, NoticeItem, NoticeLists } from './types';

const originalAdapter = http.defaults.adapter;
let calls: PreparedRequest[];
let lists: NoticeLists;
let details: Record<string, NoticeDetail>;

const item = (id: string, titile: string, extra: Partial<NoticeItem> = {}): NoticeItem => ({
  id,
  titile,
  priority: 'L',
  sendTime: '2026-11-20 09:30:00',
  sender: 'admin',
  msgCategory: '1',
  readFlag: '0',
  ...extra,
});

const envelope = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

/** The server of these tests: listByUser answers `lists`; marking read removes the item from them. */
const server: Adapter = async (config) => {
  calls.push(config);
  const reply = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
  if (config.url === '/sys/annountCement/listByUser') return reply(envelope(lists));
  if (config.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') {
    const { anntId } = JSON.parse(String(config.data)) as { anntId: string };
    const before = lists.anntMsgList.length + lists.sysMsgList.length;
    lists = {
      anntMsgList: lists.anntMsgList.filter((i) => i.id !== anntId),
      sysMsgList: lists.sysMsgList.filter((i) => i.id !== anntId),
      anntMsgTotal: lists.anntMsgTotal,
      sysMsgTotal: lists.sysMsgTotal,
    };
    const removed = before - lists.anntMsgList.length - lists.sysMsgList.length;
    if (removed) {
      lists.anntMsgTotal = lists.anntMsgList.length;
      lists.sysMsgTotal = lists.sysMsgList.length;
    }
    return reply(envelope(null));
  }
  if (config.url === '/sys/annountCement/queryById') {
    const id = (config.params as { id: string }).id;
    return reply(envelope(details[id]));
  }
  return {
    data: { success: false, code: 404, message: 'no', result: null },
    status: 404,
    statusText: 'Not Found',
    headers: {},
    config,
  };
};

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send() {}
  close() {
    this.closed = true;
  }
}
let sockets: FakeSocket[];
const socketFactory = (url: string, protocols: string[]) => {
  const socket = new FakeSocket(url, protocols);
  sockets.push(socket);
  return socket;
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderBell() {
  return render(
    <AppProviders>
      <AntdApp>
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
          <NoticeBell socketFactory={socketFactory} />
          <Where />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

const bell = () => screen.getByTestId('notice-bell');

beforeEach(async () => {
  calls = [];
  sockets = [];
  details = {};
  lists = {
    anntMsgList: [item('a1', '系统维护通知', { priority: 'H' }), item('a2', '新版上线', { priority: 'M' })],
    anntMsgTotal: 7,
    sysMsgList: [
      item('s1', '企业激活已通过', {
        msgCategory: '2',
        openType: 'component',
        openPage: '/account/company',
        busId: 'c9',
      }),
    ],
    sysMsgTotal: 1,
  };
  http.defaults.adapter = server;
  await setLocale('zh-CN');
  useNoticeStore.getState().reset();
  useUserStore.setState({ token: 'tok-1', userInfo: { id: 'u1', username: 'demo' } });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  useUserStore.setState({ token: null, userInfo: null });
});

describe('notice bell', () => {
  it('names the unread total, shows the badge and the two tabs with their counts', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，8 条未读'));
    expect(within(bell()).getByText('8')).toBeTruthy();
    fireEvent.click(bell());
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getByRole('tab', { name: '通知(7)' })).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: '系统消息(1)' })).toBeTruthy();
    expect(within(panel).getByText('系统维护通知')).toBeTruthy();
    expect(within(panel).getByText('紧急')).toBeTruthy();
    expect(within(panel).getByText('重要')).toBeTruthy();
    expect(within(panel).getAllByText('2026-11-20 09:30:00')).toHaveLength(2);
    fireEvent.click(within(panel).getByRole('tab', { name: '系统消息(1)' }));
    expect(await within(panel).findByText('企业激活已通过')).toBeTruthy();
  });

  it('opens on the system messages tab when only system messages are unread, and on notices when notices are', async () => {
    lists = { ...lists, anntMsgList: [], anntMsgTotal: 0 };
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，1 条未读'));
    fireEvent.click(bell());
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getByRole('tab', { name: '系统消息(1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await within(panel).findByText('企业激活已通过')).toBeTruthy();
    // Closed, and a notice arrives: the next opening starts on notices.
    fireEvent.keyDown(panel, { key: 'Escape' });
    lists = { ...lists, anntMsgList: [item('a3', '新通知')], anntMsgTotal: 1 };
    act(() => sockets[0]!.onmessage?.({ data: '{"cmd":"topic","msgTxt":"新通知"}' } as MessageEvent));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，2 条未读'));
    fireEvent.click(bell());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('notice-panel'))
          .getByRole('tab', { name: '通知(1)' })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
  });

  it('opens the socket for the signed-in user with the token as subprotocol, and closes it on logout', async () => {
    renderBell();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.url).toMatch(/^ws:\/\/[^/]+\/websocket\/u1$/);
    expect(sockets[0]!.protocols).toEqual(['tok-1']);
    act(() => useUserStore.setState({ token: null, userInfo: null }));
    expect(sockets[0]!.closed).toBe(true);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知'));
  });

  it("reloads when the socket says 'user'", async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，8 条未读'));
    lists = {
      ...lists,
      sysMsgList: [...lists.sysMsgList, item('s2', '申请已受理', { msgCategory: '2' })],
      sysMsgTotal: 2,
    };
    act(() => sockets[0]!.onmessage?.({ data: '{"cmd":"user","msgTxt":"申请已受理"}' } as MessageEvent));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，9 条未读'));
    // Not a command, or not JSON: nothing is read again.
    const before = calls.length;
    act(() => sockets[0]!.onmessage?.({ data: 'alert(document.cookie)' } as MessageEvent));
    act(() => sockets[0]!.onmessage?.({ data: '{"cmd":"email"}' } as MessageEvent));
    expect(calls.length).toBe(before);
  });

  it('marks an opened item read, then shows its detail; the badge drops', async () => {
    details.a1 = {
      ...item('a1', '系统维护通知', { priority: 'H' }),
      senderName: '管理员',
      msgContent: '<p>今晚维护</p>',
    };
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，8 条未读'));
    fireEvent.click(bell());
    fireEvent.click(await screen.findByText('系统维护通知'));
    const dialog = await screen.findByTestId('notice-detail');
    expect(await within(dialog).findByText('今晚维护')).toBeTruthy();
    expect(within(dialog).getByText('管理员')).toBeTruthy();
    const markRead = calls.find((c) => c.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId');
    expect(markRead?.method).toBe('put');
    expect(JSON.parse(String(markRead?.data))).toEqual({ anntId: 'a1' });
    // Mark read came before the detail was read.
    expect(calls.findIndex((c) => c.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId')).toBeLessThan(
      calls.findIndex((c) => c.url === '/sys/annountCement/queryById'),
    );
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，2 条未读'));
  });

  it("opens a 'component' item's page with its business id, without the dialog", async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，8 条未读'));
    fireEvent.click(bell());
    const panel = await screen.findByTestId('notice-panel');
    fireEvent.click(within(panel).getByRole('tab', { name: '系统消息(1)' }));
    fireEvent.click(await within(panel).findByText('企业激活已通过'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/company?busId=c9'));
    expect(calls.some((c) => c.url === '/sys/sysAnnouncementSend/editByAnntIdAndUserId')).toBe(true);
    expect(calls.some((c) => c.url === '/sys/annountCement/queryById')).toBe(false);
    expect(screen.queryByTestId('notice-detail')).toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it("goes to the user's list from 'view more'", async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，8 条未读'));
    fireEvent.click(bell());
    const panel = await screen.findByTestId('notice-panel');
    fireEvent.click(within(panel).getAllByRole('button', { name: '查看更多' })[0]!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/isps/userAnnouncement'));
  });

  it('takes the keyboard into the popover and Escape back to the bell', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，8 条未读'));
    bell().focus();
    fireEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: '消息通知' });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(bell().getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(bell());
  });

  it('is named in English too', async () => {
    await setLocale('en-US');
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notices, 8 unread'));
    fireEvent.click(bell());
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getByRole('tab', { name: 'Notices (7)' })).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'System messages (1)' })).toBeTruthy();
    expect(within(panel).getByText('Urgent')).toBeTruthy();
  });
});
