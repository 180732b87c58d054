/** What the notice calls answer (JeecgBoot's field names, `titile` as it is spelled there). */

/** L general, M important, H urgent. */
export type NoticePriority = 'L' | 'M' | 'H';

/** One announcement or system message as the lists carry it; `id` is the announcement's id. */
export interface NoticeItem {
  id: string;
  titile: string;
  msgContent?: string | null;
  priority?: string | null;
  sendTime?: string | null;
  sender?: string | null;
  /** 'url' | 'component' | empty (plain). */
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  /** '1' notice, '2' system message. */
  msgCategory?: string | null;
  /** '0' unread, '1' read. */
  readFlag?: string | number | null;
}

/** GET /sys/annountCement/listByUser: the caller's unread items of each category and their totals. */
export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** GET /sys/annountCement/queryById: the announcement with its (server-sanitised) body and the sender's name. */
export interface NoticeDetail extends NoticeItem {
  /** The sender's real name (the server resolves it; older answers only carry `sender`). */
  senderName?: string | null;
  sender_dictText?: string | null;
}

/** One row of the user's own list (/isps/userAnnouncement): the send row plus its announcement. */
export interface MyNoticeRow extends NoticeDetail {
  /** The announcement's id, when `id` is the send row's. */
  anntId?: string | null;
  readTime?: string | null;
}

export const EMPTY_LISTS: NoticeLists = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

export function isRead(item: Pick<NoticeItem, 'readFlag'>): boolean {
  return String(item.readFlag ?? '0') === '1';
}

/** The announcement id of a list row (the user's list may answer send rows). */
export function announcementId(item: NoticeItem & { anntId?: string | null }): string {
  return item.anntId || item.id;
}

/** The sender's name to show: the real name when the server gave it. */
export function senderName(detail: NoticeDetail): string {
  return detail.senderName || detail.sender_dictText || detail.sender || '';
}
