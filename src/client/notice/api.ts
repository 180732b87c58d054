/** The notice calls (SPEC §7; paths fixed by JeecgBoot and the issue). */
import { get, put } from '../request';
import type { NoticeDetail, NoticeLists, MyNoticeRow } from './types';
import type { Page } from '../../shared/envelope';

export const NOTICE_API = {
  listByUser: '/sys/annountCement/listByUser',
  queryById: '/sys/annountCement/queryById',
  markRead: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  readAll: '/sys/sysAnnouncementSend/readAll',
  myList: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
} as const;

export function fetchNoticeLists() {
  return get<NoticeLists>(NOTICE_API.listByUser);
}

export function fetchNoticeDetail(id: string) {
  return get<NoticeDetail>(NOTICE_API.queryById, { id });
}

/** Marks the caller's own copy read (the server touches no one else's). */
export function markNoticeRead(anntId: string) {
  return put<unknown>(NOTICE_API.markRead, { anntId });
}

export function markAllNoticesRead() {
  return put<unknown>(NOTICE_API.readAll);
}

export interface MyNoticeQuery {
  pageNo: number;
  pageSize: number;
  /** '0' unread, '1' read; absent: both. */
  readFlag?: string;
  /** '1' notice, '2' system message; absent: both. */
  msgCategory?: string;
  titile?: string;
}

export function fetchMyNotices(query: MyNoticeQuery) {
  const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.readFlag) params.readFlag = query.readFlag;
  if (query.msgCategory) params.msgCategory = query.msgCategory;
  if (query.titile) params.titile = query.titile;
  return get<Page<MyNoticeRow>>(NOTICE_API.myList, params);
}
