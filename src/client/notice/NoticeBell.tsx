/**
 * The bell in the header (SPEC §2 notice centre): a button whose name carries the unread count, a
 * badge, and a 300 px popover with two tabs — notices and system messages, each with its count,
 * its latest unread items and 'view more' (→ /isps/userAnnouncement). Opening an item marks it read
 * and shows the detail dialog or the component page. The live socket keeps it current.
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tabs, theme, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { BELL_POPOVER_WIDTH, USER_ANNOUNCEMENT_PATH } from './constants';
import { formatNoticeTime } from './format-time';
import { openNotice } from './open-notice';
import { PriorityMark } from './PriorityMark';
import type { SocketFactory } from './socket';
import { unreadTotal, useNoticeStore } from './store';
import type { NoticeItem } from './types';
import { useNoticeSocket } from './use-notice-socket';

// The dialog (and DOMPurify with it) loads when the first message is opened, not with the header.
const NoticeDetailModal = lazy(() => import('./NoticeDetailModal'));

type BellTab = 'notice' | 'system';

/** The bell opens on the first tab that has unread items (notices first), else on notices. */
export function firstUnreadTab(lists: { anntMsgTotal: number; sysMsgTotal: number }): BellTab {
  return lists.anntMsgTotal === 0 && lists.sysMsgTotal > 0 ? 'system' : 'notice';
}

/** The badge's red, dark enough for white digits (antd's default red fails WCAG AA contrast). */
const BADGE_COLOUR = '#cf1322';

function NoticeList({ items, onOpen }: { items: NoticeItem[]; onOpen(item: NoticeItem): void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (items.length === 0) {
    return (
      <Typography.Paragraph
        style={{ textAlign: 'center', margin: '16px 0', color: token.colorTextSecondary }}
      >
        {t('notice.empty')}
      </Typography.Paragraph>
    );
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
      {items.map((item) => (
        <li key={item.id} style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
          <button
            type="button"
            data-notice-id={item.id}
            onClick={() => onOpen(item)}
            style={{
              display: 'block',
              width: '100%',
              padding: '8px 4px',
              border: 0,
              background: 'none',
              textAlign: 'left',
              cursor: 'pointer',
              font: 'inherit',
              color: token.colorText,
            }}
          >
            <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <span
                style={{
                  flex: 1,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {item.titile}
              </span>
              <PriorityMark priority={item.priority} />
            </span>
            {item.sendTime && (
              <span style={{ display: 'block', fontSize: 12, color: token.colorTextSecondary }}>
                {formatNoticeTime(item.sendTime)}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface NoticeBellProps {
  /** Opens the notice socket; the browser's WebSocket by default (tests pass a fake). */
  socketFactory?: SocketFactory;
}

export function NoticeBell({ socketFactory }: NoticeBellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [tabKey, setTabKey] = useState<BellTab>('notice');
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const lists = useNoticeStore((s) => s.lists);
  const detailId = useNoticeStore((s) => s.detailId);
  const closeDetail = useNoticeStore((s) => s.closeDetail);
  useNoticeSocket(socketFactory);
  const total = unreadTotal(lists);

  // The popover sits at the end of the document: the focus moves into it when it opens, so the
  // keyboard reaches its tabs and items next, and Escape brings it back to the bell.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => panelRef.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);

  function onOpenChange(next: boolean) {
    if (next) setTabKey(firstUnreadTab(lists));
    setOpen(next);
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    bellRef.current?.focus();
  }

  function onOpen(item: NoticeItem) {
    setOpen(false);
    void openNotice(item, navigate);
  }

  function more() {
    setOpen(false);
    navigate(USER_ANNOUNCEMENT_PATH);
  }

  const tab = (items: NoticeItem[]) => (
    <>
      <NoticeList items={items} onOpen={onOpen} />
      <Button type="link" block onClick={more} style={{ marginTop: 4 }}>
        {t('notice.viewMore')}
      </Button>
    </>
  );

  const content = (
    <div
      data-testid="notice-panel"
      ref={panelRef}
      role="dialog"
      aria-label={t('notice.bell')}
      tabIndex={-1}
      onKeyDown={onPanelKeyDown}
      style={{ outline: 'none' }}
    >
      <Tabs
        centered
        size="small"
        activeKey={tabKey}
        onChange={(key) => setTabKey(key as BellTab)}
        items={[
          {
            key: 'notice',
            label: t('notice.noticeTab', { count: lists.anntMsgTotal }),
            children: tab(lists.anntMsgList),
          },
          {
            key: 'system',
            label: t('notice.systemTab', { count: lists.sysMsgTotal }),
            children: tab(lists.sysMsgList),
          },
        ]}
      />
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={onOpenChange}
        styles={{ container: { width: BELL_POPOVER_WIDTH } }}
      >
        <button
          ref={bellRef}
          type="button"
          data-testid="notice-bell"
          aria-label={total > 0 ? t('notice.bellUnread', { count: total }) : t('notice.bell')}
          aria-haspopup="dialog"
          aria-expanded={open}
          style={{
            background: 'none',
            border: 0,
            cursor: 'pointer',
            padding: '0 8px',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <Badge count={total} size="small" overflowCount={99} color={BADGE_COLOUR}>
            <BellOutlined style={{ fontSize: 18 }} aria-hidden />
          </Badge>
        </button>
      </Popover>
      {detailId && (
        <Suspense fallback={null}>
          <NoticeDetailModal id={detailId} onClose={closeDetail} />
        </Suspense>
      )}
    </>
  );
}
