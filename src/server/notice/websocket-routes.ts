/**
 * The two WebSockets (SPEC §7): /websocket/{userId} (notice pushes, 'HeartBeat' answered) and
 * /vxeSocket/{userId}/{pageId} (table sync: 'heart_beat' answered, 'update_vxe_table' relayed to
 * the page's other sockets on every instance). Both authenticate in the upgrade (socket-auth.ts);
 * routes are declared open for route-access because their token is the subprotocol, not the
 * X-Access-Token header, and is checked by their own onRequest hook. Client messages are parsed
 * as JSON and matched against known commands; anything else is ignored, never evaluated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { sessionUserOf } from '../auth/authenticate';
import { newId } from '../db/ids';
import { registerNoticeBus, type NoticeBus } from './notice-bus';
import { HEARTBEAT_ANSWER, type VxeMessage } from './notice-messages';
import { authenticateSocket, protocolToken } from './socket-auth';

/** Client messages are small commands; a larger frame closes the socket (ws answers 1009). */
const MAX_PAYLOAD = 64 * 1024;
/** Closed when the session behind the socket has ended (logout, freeze, password change). */
const POLICY_VIOLATION = 1008;

const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;

function parse(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
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

/** On a heartbeat the session is checked again: a socket does not outlive its login. */
async function sessionStillValid(request: FastifyRequest, socket: WebSocket): Promise<boolean> {
  const token = protocolToken(request);
  const user = token ? await sessionUserOf(request.server, token).catch(() => null) : null;
  if (user && user.id === request.user.id) return true;
  socket.close(POLICY_VIOLATION, 'session ended');
  return false;
}

function noticeSocket(bus: NoticeBus) {
  return (socket: WebSocket, request: FastifyRequest): void => {
    bus.hub.addUserSocket(request.user.id, socket);
    socket.on('message', (data, isBinary) => {
      const cmd = field(parse(data, isBinary), 'cmd');
      if (cmd !== 'HeartBeat' && cmd !== 'heartcheck') return;
      void sessionStillValid(request, socket).then((valid) => {
        if (valid && socket.readyState === socket.OPEN) socket.send(JSON.stringify(HEARTBEAT_ANSWER));
      });
    });
  };
}

function vxeSocket(bus: NoticeBus) {
  return (socket: WebSocket, request: FastifyRequest): void => {
    const { pageId } = request.params as { pageId: string };
    const socketId = newId();
    bus.hub.addPageSocket(pageId, { id: socketId, socket });
    socket.on('message', (data, isBinary) => {
      const message = parse(data, isBinary);
      const type = field(message, 'type');
      if (type === 'heart_beat') {
        void sessionStillValid(request, socket).then((valid) => {
          if (valid && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'heart_beat', data: '-' } satisfies VxeMessage));
        });
      } else if (type === 'update_vxe_table') {
        void bus.publish({ kind: 'vxe', pageId, senderSocketId: socketId, message: { type, data: field(message, 'data') ?? null } });
      }
    });
  };
}

export default async function websocketRoutes(app: FastifyInstance): Promise<void> {
  const bus = registerNoticeBus(app);
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } });
  const common = { websocket: true, exposeHeadRoute: false, config: { open: true }, onRequest: authenticateSocket } as const;
  app.get('/websocket/:userId', { ...common, schema: { params: { type: 'object', properties: { userId: ID }, required: ['userId'] } } }, noticeSocket(bus));
  app.get(
    '/vxeSocket/:userId/:pageId',
    { ...common, schema: { params: { type: 'object', properties: { userId: ID, pageId: ID }, required: ['userId', 'pageId'] } } },
    vxeSocket(bus),
  );
}
