/**
 * The notice centre's state, shared by the bell, the detail dialog and the user's list page: the
 * unread lists and totals, a revision that rises whenever the user's notices changed (a read, read
 * all, a push) so every view of them reloads, and which announcement the detail dialog shows.
 */
import { create } from 'zustand';
import { fetchNoticeLists } from './api';
import { EMPTY_LISTS, type NoticeLists } from './types';

export interface NoticeState {
  lists: NoticeLists;
  revision: number;
  /** The announcement the detail dialog shows (null: closed). */
  detailId: string | null;
  /** Reads the unread lists again (a failed read keeps the last ones; the request layer told the user). */
  reload(): Promise<void>;
  /** Something changed the user's notices: reload the bell and tell the lists. */
  changed(): Promise<void>;
  showDetail(id: string): void;
  closeDetail(): void;
  /** Logout: forget everything. */
  reset(): void;
}

function asList(value: unknown) {
  return Array.isArray(value) ? value : [];
}

function asCount(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

// Answers can arrive out of order (a push while a read is in flight): only the latest one counts.
let latest = 0;

export const useNoticeStore = create<NoticeState>()((set, get) => ({
  lists: EMPTY_LISTS,
  revision: 0,
  detailId: null,

  async reload() {
    const ticket = ++latest;
    let lists: NoticeLists;
    try {
      const answer = await fetchNoticeLists();
      if (!answer.success || !answer.result) return;
      const r = answer.result;
      const anntMsgList = asList(r.anntMsgList);
      const sysMsgList = asList(r.sysMsgList);
      lists = {
        anntMsgList,
        sysMsgList,
        anntMsgTotal: asCount(r.anntMsgTotal, anntMsgList.length),
        sysMsgTotal: asCount(r.sysMsgTotal, sysMsgList.length),
      };
    } catch {
      return;
    }
    if (ticket === latest) set({ lists });
  },

  async changed() {
    set({ revision: get().revision + 1 });
    await get().reload();
  },

  showDetail(id) {
    set({ detailId: id });
  },

  closeDetail() {
    set({ detailId: null });
  },

  reset() {
    latest += 1;
    set({ lists: EMPTY_LISTS, detailId: null });
  },
}));

/** The badge's number: every unread notice and system message. */
export function unreadTotal(lists: NoticeLists): number {
  return lists.anntMsgTotal + lists.sysMsgTotal;
}
