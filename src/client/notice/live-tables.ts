/**
 * The shell's LiveTables (renderers/context.tsx): one /vxeSocket per table key while at
 * least one table of this tab is joined under it, closed when the last one leaves. Rows a table
 * sends go to the server (which relays them to the other clients on that page) and to the other
 * tables of this tab under the same key — the server never sends a socket its own message back.
 * Without a signed-in user there is no socket; tables of this tab still meet.
 */
import type { LiveTableLink, LiveTables } from '../../../renderers';
import { apiBase } from '../config/runtime';
import { useUserStore } from '../stores/user';
import type { SocketFactory } from './socket';
import { socketUrl } from './socket-url';
import { VxeTableSocket, vxePageId } from './vxe-socket';

type Rows = Record<string, unknown>[];
type Member = (rows: Rows) => void;

export interface LiveTablesOptions {
  /** The signed-in user's id and token (the user store by default). */
  session?: () => { userId: string; token: string } | undefined;
  /** The socket's address for a user and page (this host or the API's by default). */
  url?: (userId: string, pageId: string) => string;
  connect?: SocketFactory;
}

function storeSession(): { userId: string; token: string } | undefined {
  const { token, userInfo } = useUserStore.getState();
  return token && userInfo?.id ? { userId: userInfo.id, token } : undefined;
}

function defaultUrl(userId: string, pageId: string): string {
  return socketUrl(
    `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`,
    apiBase(),
    window.location,
  );
}

export function createLiveTables(options: LiveTablesOptions = {}): LiveTables {
  const session = options.session ?? storeSession;
  const url = options.url ?? defaultUrl;
  const channels = new Map<string, { socket?: VxeTableSocket; members: Set<Member> }>();

  const deliver = (key: string, rows: Rows, except?: Member) => {
    for (const member of [...(channels.get(key)?.members ?? [])]) if (member !== except) member(rows);
  };

  return {
    join(key, onRows): LiveTableLink {
      let channel = channels.get(key);
      if (!channel) {
        const user = session();
        const socket = user
          ? new VxeTableSocket({
              url: url(user.userId, vxePageId(key)),
              token: user.token,
              socketKey: key,
              onRows: (rows) => deliver(key, rows),
              connect: options.connect,
            })
          : undefined;
        channel = { socket, members: new Set() };
        channels.set(key, channel);
        socket?.start();
      }
      // Its own function per join: the same callback joined twice is two members.
      const member: Member = (rows) => onRows(rows);
      channel.members.add(member);
      let joined = true;
      return {
        send(rows) {
          if (!joined || rows.length === 0) return;
          channels.get(key)?.socket?.send(rows);
          deliver(key, rows, member);
        },
        leave() {
          if (!joined) return;
          joined = false;
          const current = channels.get(key);
          current?.members.delete(member);
          if (current && current.members.size === 0) {
            current.socket?.stop();
            channels.delete(key);
          }
        },
      };
    },
  };
}

/** The one the shell's renderer services hand every page. */
export const shellLiveTables: LiveTables = createLiveTables();
