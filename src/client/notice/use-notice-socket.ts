import { useEffect } from 'react';
import { apiBase } from '../config/runtime';
import { reloadDictionaries } from '../stores/dict-refresh';
import { useUserStore } from '../stores/user';
import { REVOKE_COMMAND } from './constants';
import { NoticeSocket, type SocketFactory } from './socket';
import { noticeSocketUrl } from './socket-url';
import { useNoticeStore } from './store';

/**
 * While a user is signed in: the bell's first read, and the live socket that reloads it on a push.
 * A new token (another login) opens a new socket; logout (no token) or leaving the layout closes it.
 */
export function useNoticeSocket(connect?: SocketFactory): void {
  const token = useUserStore((s) => s.token);
  const userId = useUserStore((s) => s.userInfo?.id);
  useEffect(() => {
    if (!token || !userId) {
      useNoticeStore.getState().reset();
      return undefined;
    }
    void useNoticeStore.getState().reload();
    const socket = new NoticeSocket({
      url: noticeSocketUrl(userId, apiBase(), window.location),
      token,
      onReload: (message) => {
        const store = useNoticeStore.getState();
        // A revoked announcement is gone for this user: its open dialog would only fail to load.
        if (message.cmd === REVOKE_COMMAND && message.msgId && store.detailId === message.msgId)
          store.closeDetail();
        void store.changed();
      },
      // Another session (an admin) changed the dictionaries: this one's forms and lists follow.
      onDictChanged: () => void reloadDictionaries(),
      connect,
    });
    socket.start();
    return () => {
      socket.stop();
      // The next user must not see this one's notices before their own arrive.
      useNoticeStore.getState().reset();
    };
  }, [token, userId, connect]);
}
