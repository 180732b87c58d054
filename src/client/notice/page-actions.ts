/**
 * The notice centre's handlers for schema pages' `shell` actions (the user's list, sys-announcement-my):
 * `openNotice` opens a row as the bell does (marks it read, then its page or the detail dialog), and
 * `readAllNotices` asks, marks every one read and tells the store, so the bell and the list read again.
 */
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { markAllNoticesRead } from './api';
import { openNotice } from './open-notice';
import { useNoticeStore } from './store';
import type { MyNoticeRow } from './types';

type Handler = (row: Record<string, unknown>) => void;

export function useNoticePageActions(navigate?: (path: string) => void): Record<string, Handler> {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useMemo((): Record<string, Handler> => {
    const readAllNotices: Handler = () => {
      modal.confirm({
        title: t('notice.readAll'),
        content: t('notice.readAllConfirm'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          const answer = await markAllNoticesRead();
          if (answer.success) {
            void message.success(t('notice.readAllDone'));
            await useNoticeStore.getState().changed();
          }
        },
      });
    };
    if (!navigate) return { readAllNotices };
    // A list row carries the send row's id and the announcement's (anntId), its read state and target.
    const open: Handler = (row) => void openNotice(row as unknown as MyNoticeRow, navigate);
    return { readAllNotices, openNotice: open };
  }, [t, modal, message, navigate]);
}
