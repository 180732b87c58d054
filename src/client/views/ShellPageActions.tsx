/**
 * The actions the shell offers schema pages: a page's action of kind `shell` names one by its key
 * (schemas/pages/account-settings.json: changePassword). The renderer never imports the shell, so
 * SchemaRoute hands these handlers to the page and this component renders the dialogs they open.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { SchemaPageProps } from '../../../renderers';
import { onlineScreenPath } from '../../shared/online/menu-target';
import { ChangePasswordModal } from '../components/ChangePasswordModal';
import { ResetPasswordModal, type ResetPasswordTarget } from '../components/ResetPasswordModal';
import { useNoticePageActions } from '../notice/page-actions';
import { refreshDictCache } from '../stores/dict-refresh';

export type ShellPageActionHandlers = NonNullable<SchemaPageProps['pageActions']>;

export interface ShellPageActionsProps {
  children(handlers: ShellPageActionHandlers): ReactNode;
  /** The router's navigate (SchemaRoute passes it): actions that open another screen in a tab need it. */
  navigate?: (path: string) => void;
}

export function ShellPageActions({ children, navigate }: ShellPageActionsProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Mounted from the first opening on, not before, and under a form name of its own: the header's
  // user menu renders the same dialog (forceRender), whose field ids the labels here must not point to.
  const [passwordMounted, setPasswordMounted] = useState(false);
  // Row actions of lists: someone else's new password (the row's id and username).
  const [resetTarget, setResetTarget] = useState<ResetPasswordTarget | null>(null);
  // 我的消息 (/isps/userAnnouncement): open a row as the bell does; mark all read.
  const noticeActions = useNoticePageActions(navigate);
  const handlers = useMemo<ShellPageActionHandlers>(
    () => ({
      ...noticeActions,
      changePassword: () => {
        setPasswordMounted(true);
        setPasswordOpen(true);
      },
      resetUserPassword: (row) => setResetTarget(resetTargetOf(row, '/sys/user/changePassword')),
      resetAccountPassword: (row) => setResetTarget(resetTargetOf(row, '/sys/custaccount/resetPassword')),
      // 数据字典's 刷新缓存 (SPEC §8): the server's cache, then this session's dictionary store.
      refreshDictCache: () => void refreshDictCache(),
      // 在线报表配置's 打开报表: the report's screen in a tab, at the path its menu would have.
      ...(navigate && {
        openOnlineReport: (row: Record<string, unknown>) =>
          navigate(onlineScreenPath({ kind: 'report', code: String(row.code ?? '') })),
      }),
    }),
    [navigate, noticeActions],
  );
  return (
    <>
      {children(handlers)}
      <ResetPasswordModal target={resetTarget} onClose={() => setResetTarget(null)} />
      {passwordMounted && (
        <ChangePasswordModal
          formName="page-change-password"
          open={passwordOpen}
          onClose={() => setPasswordOpen(false)}
        />
      )}
    </>
  );
}

function resetTargetOf(row: Record<string, unknown>, url: string): ResetPasswordTarget {
  return { id: String(row.id ?? ''), username: String(row.username ?? ''), url };
}
