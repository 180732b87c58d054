/**
 * This instance's open sockets: notice sockets by user, table-sync sockets by page. Delivery of a
 * NoticeEvent to the sockets held here; the bus (notice-bus.ts) brings events from every instance.
 */
import type { WebSocket } from 'ws';
import type { NoticeEvent } from './notice-messages';

interface VxeSocket {
  id: string;
  socket: WebSocket;
}

export class SocketHub {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly byPage = new Map<string, Set<VxeSocket>>();

  addUserSocket(userId: string, socket: WebSocket): void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
  }

  addPageSocket(pageId: string, entry: VxeSocket): void {
    let set = this.byPage.get(pageId);
    if (!set) this.byPage.set(pageId, (set = new Set()));
    set.add(entry);
    entry.socket.once('close', () => {
      set.delete(entry);
      if (set.size === 0 && this.byPage.get(pageId) === set) this.byPage.delete(pageId);
    });
  }

  /** Open notice sockets on this instance (the bench and the health view read it). */
  get userSocketCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  deliver(event: NoticeEvent): void {
    switch (event.kind) {
      case 'all': {
        // Serialised once: a broadcast to thousands of sockets must not stringify per socket.
        const text = JSON.stringify(event.push);
        for (const set of this.byUser.values()) for (const socket of set) send(socket, text);
        return;
      }
      case 'users': {
        const text = JSON.stringify(event.push);
        for (const userId of new Set(event.userIds))
          for (const socket of this.byUser.get(userId) ?? []) send(socket, text);
        return;
      }
      case 'vxe': {
        const text = JSON.stringify(event.message);
        for (const entry of this.byPage.get(event.pageId) ?? [])
          if (entry.id !== event.senderSocketId) send(entry.socket, text);
        return;
      }
      case 'changed':
        // For the instances' own listeners (shared-changes.ts), not for clients.
        return;
    }
  }

  closeAll(): void {
    for (const set of this.byUser.values()) for (const socket of set) socket.close(1001);
    for (const set of this.byPage.values()) for (const entry of set) entry.socket.close(1001);
  }
}

const OPEN = 1;

function send(socket: WebSocket, text: string): void {
  // A socket closing right now is skipped; its client reloads the notices when it reconnects.
  if (socket.readyState === OPEN) socket.send(text);
}
