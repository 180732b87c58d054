import type { SocketLike } from './socket';

/**
 * Forgets a socket without reacting to its last events, and closes it: shared by the notice socket
 * (socket.ts) and the table sockets (vxe-socket.ts), whose reconnects must not hear the old one.
 */
export function detachSocket(socket: SocketLike | undefined): void {
  if (!socket) return;
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
  try {
    socket.close();
  } catch {
    // Closing a socket that never connected may throw in some browsers; it is gone either way.
  }
}
