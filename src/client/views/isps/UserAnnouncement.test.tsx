/**
 * /isps/userAnnouncement as the user meets it: the schema list page sys-announcement-my in the shell
 * (SchemaRoute, the shell's provider, requests answered at the HTTP layer as the server would), with the
 * shell's actions for opening a message and marking all read, refreshed by the notice store.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import entityFile from '../../../../schemas/entities/sys_announcement_my.json';
import pageFile from '../../../../schemas/pages/sys-announcement-my.json';
import { answerRequests, type AnsweredRequests } from '../../../../tests/setup/answer-requests';
import { applyPageDefaults, type PageDeclaration } from '../../../shared/schema/page-defaults';
import { resolveEntity } from '../../../shared/schema/registry';
import { AppProviders } from '../../AppProviders';
import { FeedbackBridge } from '../../feedback/FeedbackBridge';
import { setLocale } from '../../i18n';
import { useNoticeStore } from '../../notice/store';
import { useUserStore } from '../../stores/user';
import UserAnnouncement from './UserAnnouncement';
import { checkEntityDocument } from '../../../shared/schema/meta-check';

const LONG = { timeout: 30_000 };
const LIST = '/sys/sysAnnouncementSend/my/list';
const MARK_READ = '/sys/sysAnnouncementSend/editByAnntIdAndUserId';
const READ_ALL = '/sys/sysAnnouncementSend/readAll';

type Row = Record<string, string>;
let rows: Row[];

const CATEGORY: Row = { '1': '通知公告', '2': '系统消息' };
const PRIORITY: Row = { L: '一般', M: '重要', H: '紧急' };
const READ: Row = { '0': '未读', '1': '已读' };

const row = (id: string, titile: string, readFlag: string, extra: Row = {}): Row => ({
  id: `send-${id}`,
  anntId: id,
  titile,
  readFlag,
  priority: 'M',
  msgCategory: '1',
  senderName: '管理员',
  sendTime: '2026-11-20 09:30:00',
  ...extra,
});

/** As the CRUD list answers: the filtered rows with their dictionary texts. */
function listAnswer(params: Record<string, string>) {
  const records = rows
    .filter((r) => !params.readFlag || r.readFlag === params.readFlag)
    .map((r) => ({
      ...r,
      msgCategory_dictText: CATEGORY[r.msgCategory!],
      priority_dictText: PRIORITY[r.priority!],
      readFlag_dictText: READ[r.readFlag!],
    }));
  return { records, total: records.length, size: Number(params.pageSize), current: 1, pages: 1 };
}

const dictItems = (texts: Row) => () =>
  Object.entries(texts).map(([value, text]) => ({ value, text, title: text }));

function renderPage(): AnsweredRequests {
  useUserStore.setState({
    token: 't',
    userInfo: { id: 'u1', username: 'democustomer' },
    auth: [{ action: 'system:announcement:list', type: '2', describe: '' }],
    allAuth: [],
  });
  const answered = answerRequests({
    '/sys/schema/page/sys-announcement-my': () => {
      const entity = resolveEntity(checkEntityDocument('entity', entityFile)).schema;
      return { page: applyPageDefaults(pageFile as PageDeclaration, entity).page, entity };
    },
    [LIST]: (config) => listAnswer(config.params as Record<string, string>),
    [MARK_READ]: (config) => {
      const { anntId } = JSON.parse(String(config.data)) as { anntId: string };
      rows = rows.map((r) => (r.anntId === anntId ? { ...r, readFlag: '1' } : r));
      return null;
    },
    [READ_ALL]: () => {
      rows = rows.map((r) => ({ ...r, readFlag: '1' }));
      return null;
    },
    '/sys/annountCement/listByUser': () => ({
      anntMsgList: [],
      anntMsgTotal: 0,
      sysMsgList: [],
      sysMsgTotal: 0,
    }),
    '/sys/dict/getDictItems/msg_category': dictItems(CATEGORY),
    '/sys/dict/getDictItems/priority': dictItems(PRIORITY),
    '/sys/dict/getDictItems/announcement_read_flag': dictItems(READ),
    '/sys/dict/getDictItems/announcement_open_type': () => [],
  });
  render(
    <AppProviders>
      <AntdApp>
        <FeedbackBridge />
        <MemoryRouter initialEntries={['/isps/userAnnouncement']}>
          <UserAnnouncement />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
  return answered;
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
const listParams = (answered: AnsweredRequests) =>
  answered.callsTo(LIST).map((c) => c.params as Record<string, string>);

beforeEach(async () => {
  rows = [
    row('a1', '系统维护通知', '0', { priority: 'H' }),
    row('a2', '企业激活已通过', '1', { msgCategory: '2' }),
  ];
  useNoticeStore.getState().reset();
  await setLocale('zh-CN');
});

describe('/isps/userAnnouncement', () => {
  it("lists the user's messages with type, priority, sender and read state, ten a page", async () => {
    const answered = renderPage();
    expect(screen.getByRole('heading', { name: '我的消息' })).toBeTruthy();
    expect(await screen.findByText('系统维护通知', undefined, LONG)).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('未读')).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('紧急')).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('通知公告')).toBeTruthy();
    expect(within(rowOf('系统维护通知')).getByText('管理员')).toBeTruthy();
    expect(within(rowOf('企业激活已通过')).getByText('已读')).toBeTruthy();
    expect(within(rowOf('企业激活已通过')).getByText('系统消息')).toBeTruthy();
    expect(listParams(answered)[0]).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'sendTime',
      order: 'desc',
    });
  });

  it('shows unread messages in bold beside their read state', async () => {
    renderPage();
    await screen.findByText('系统维护通知', undefined, LONG);
    expect(rowOf('系统维护通知').style.fontWeight).toBe('600');
    expect(rowOf('企业激活已通过').style.fontWeight).toBe('');
    // Bold is not the only cue: the read-state column says it too.
    expect(within(rowOf('系统维护通知')).getByText('未读')).toBeTruthy();
  });

  it('filters by read state', async () => {
    const answered = renderPage();
    await screen.findByText('系统维护通知', undefined, LONG);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '阅读状态' }));
    fireEvent.click(await screen.findByTitle('未读'));
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    await waitFor(() => expect(listParams(answered).at(-1)).toMatchObject({ readFlag: '0', pageNo: '1' }));
    await waitFor(() => expect(screen.queryByText('企业激活已通过')).toBeNull());
    expect(screen.getByText('系统维护通知')).toBeTruthy();
  });

  it('marks all read after confirming, and the list and the bell read again', async () => {
    const answered = renderPage();
    await screen.findByText('系统维护通知', undefined, LONG);
    const revision = useNoticeStore.getState().revision;
    fireEvent.click(screen.getByRole('button', { name: '全部标注已读' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('是否全部标注已读?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(answered.callsTo(READ_ALL).map((c) => c.method)).toEqual(['put']));
    await waitFor(() => expect(within(rowOf('系统维护通知')).getByText('已读')).toBeTruthy());
    expect(useNoticeStore.getState().revision).toBe(revision + 1);
    expect(answered.callsTo('/sys/annountCement/listByUser').length).toBeGreaterThan(0);
    expect(await screen.findByText('已全部标注为已读')).toBeTruthy();
  });

  it('opening an unread message marks it read (by its announcement id) and shows it', async () => {
    const answered = renderPage();
    await screen.findByText('系统维护通知', undefined, LONG);
    // The shell's handler reads the announcement's id and target, which are no columns.
    expect(listParams(answered)[0]!.field!.split(',')).toEqual(
      expect.arrayContaining(['anntId', 'openType', 'openPage', 'busId']),
    );
    fireEvent.click(within(rowOf('系统维护通知')).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(useNoticeStore.getState().detailId).toBe('a1'));
    expect(JSON.parse(String(answered.callsTo(MARK_READ)[0]?.data))).toEqual({ anntId: 'a1' });
    await waitFor(() => expect(within(rowOf('系统维护通知')).getByText('已读')).toBeTruthy());
    // A read one is just shown.
    fireEvent.click(within(rowOf('企业激活已通过')).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(useNoticeStore.getState().detailId).toBe('a2'));
    expect(answered.callsTo(MARK_READ)).toHaveLength(1);
  });

  it('reads the list again, keeping its filter, when the notices change elsewhere (a push)', async () => {
    const answered = renderPage();
    await screen.findByText('系统维护通知', undefined, LONG);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '阅读状态' }));
    fireEvent.click(await screen.findByTitle('未读'));
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    await waitFor(() => expect(screen.queryByText('企业激活已通过')).toBeNull());
    const before = answered.callsTo(LIST).length;
    rows.push(row('a3', '新的通知', '0'));
    await useNoticeStore.getState().changed();
    expect(await screen.findByText('新的通知')).toBeTruthy();
    expect(answered.callsTo(LIST)).toHaveLength(before + 1);
    expect(listParams(answered).at(-1)).toMatchObject({ readFlag: '0' });
  });
});
