/**
 * The two WebSockets (SPEC §7): /websocket/{userId} (notice pushes, 'HeartBeat' answered) and
 * /vxeSocket/{userId}/{pageId} (table sync: 'heart_beat' answered, 'update_vxe_table' relayed to
 * the page's other sockets on every instance). Both authenticate in the upgrade (socket-auth.ts);
 * routes are declared open for route-access because their token is the subprotocol, not the
 * X-Access-Token header, and is checked by their own onRequest hook. A /vxeSocket page is a room
 * its user must be allowed to read, and to write to send rows (vxe-room-access.ts). Client messages
 * are parsed as JSON and matched against known commands; anything else is ignored, never
 * evaluated. Every frame spends the socket's budget and a heartbeat costs no query between session
 * checks (session-sockets.ts, limits in socket-limits.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { newId } from '../db/ids';
import { registerNoticeBus, type NoticeBus } from './notice-bus';
import { clearDictCacheOnChange } from '../modules/dict/dict-changes';
import { refreshOnSharedChange } from './shared-changes';
import { HEARTBEAT_ANSWER, type VxeMessage } from './notice-messages';
import { registerSessionSockets, type SessionSockets, type SocketGuard } from './session-sockets';
import { authenticateSocket, protocolToken } from './socket-auth';
import { authorizeRoom, READ_ONLY_ROOM, roomAccess } from './vxe-room-access';

/** Client messages are small commands; a larger frame closes the socket (ws answers 1009). */
const MAX_PAYLOAD = 64 * 1024;

const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;

function parse(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  // JeecgBoot's client sends the bare word; ours may send it as JSON.
  if (text === 'HeartBeat' || text === 'heart_beat') return { cmd: text, type: text };
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The socket's guard; the upgrade's onRequest has checked the token, so it is present. */
function guardOf(sessions: SessionSockets, socket: WebSocket, request: FastifyRequest): SocketGuard {
  return sessions.guard(socket, request.user, protocolToken(request) ?? '');
}

function answerHeartbeat(guard: SocketGuard, answer: string): void {
  void guard.heartbeat().then((alive) => {
    if (alive && guard.isOpen) guard.socket.send(answer);
  });
}

function noticeSocket(bus: NoticeBus, sessions: SessionSockets) {
  const answer = JSON.stringify(HEARTBEAT_ANSWER);
  return (socket: WebSocket, request: FastifyRequest): void => {
    const guard = guardOf(sessions, socket, request);
    bus.hub.addUserSocket(request.user.id, socket);
    socket.on('message', (data, isBinary) => {
      if (!guard.admit()) return;
      const cmd = field(parse(data, isBinary), 'cmd');
      if (cmd === 'HeartBeat' || cmd === 'heartcheck') answerHeartbeat(guard, answer);
    });
  };
}

function vxeSocket(bus: NoticeBus, sessions: SessionSockets) {
  const answer = JSON.stringify({ type: 'heart_beat', data: '-' } satisfies VxeMessage);
  return (socket: WebSocket, request: FastifyRequest): void => {
    const { pageId } = request.params as { pageId: string };
    const access = roomAccess(request);
    const refusal = JSON.stringify({
      type: 'refused',
      data: { type: 'update_vxe_table', message: request.t(READ_ONLY_ROOM) },
    } satisfies VxeMessage);
    const guard = guardOf(sessions, socket, request);
    const socketId = newId();
    bus.hub.addPageSocket(pageId, { id: socketId, socket });
    socket.on('message', (data, isBinary) => {
      if (!guard.admit()) return;
      const message = parse(data, isBinary);
      const type = field(message, 'type');
      if (type === 'heart_beat') {
        answerHeartbeat(guard, answer);
      } else if (type === 'update_vxe_table') {
        // A reader's rows reach nobody; it is told so (clients ignore types they do not know).
        if (!access.write) socket.send(refusal);
        else
          void bus.publish({
            kind: 'vxe',
            pageId,
            senderSocketId: socketId,
            message: { type, data: field(message, 'data') ?? null },
          });
      }
    });
  };
}

export default async function websocketRoutes(app: FastifyInstance): Promise<void> {
  const bus = registerNoticeBus(app);
  clearDictCacheOnChange(app, bus);
  refreshOnSharedChange(app, bus);
  const sessions = registerSessionSockets(app);
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } });
  const common = {
    websocket: true,
    exposeHeadRoute: false,
    config: { open: true },
    onRequest: authenticateSocket,
  } as const;
  app.get(
    '/websocket/:userId',
    { ...common, schema: { params: { type: 'object', properties: { userId: ID }, required: ['userId'] } } },
    noticeSocket(bus, sessions),
  );
  app.get(
    '/vxeSocket/:userId/:pageId',
    {
      ...common,
      preHandler: authorizeRoom,
      schema: {
        params: { type: 'object', properties: { userId: ID, pageId: ID }, required: ['userId', 'pageId'] },
      },
    },
    vxeSocket(bus, sessions),
  );
}
