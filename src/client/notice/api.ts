/** The notice calls (SPEC §7; paths fixed by JeecgBoot and the issue). */
import { get, put } from '../request';
import type { NoticeDetail, NoticeLists } from './types';

export const NOTICE_API = {
  listByUser: '/sys/annountCement/listByUser',
  queryById: '/sys/annountCement/queryById',
  markRead: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  readAll: '/sys/sysAnnouncementSend/readAll',
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
