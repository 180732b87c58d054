/**
 * The JSON the two WebSockets carry (docs/contracts.md, Notice centre). Kept in one place so the
 * server, the bench and the tests agree with the client.
 *
 * /websocket/{userId}: server → client `{ cmd, msgTxt, msgId?, busId?, openType?, openPage? }` with
 * cmd 'topic' (an announcement reached the user), 'user' (a system message to this user), 'revoke'
 * (an announcement the user had was revoked), 'heartcheck' (the answer to the client's 'HeartBeat') or
 * 'dict_changed' (to every socket: the dictionaries changed, src/shared/dict/dict-changed.ts).
 * /vxeSocket/{userId}/{pageId}: `{ type, data }` with type 'heart_beat' (answered with the same type)
 * and 'update_vxe_table' (relayed unchanged to the page's other sockets; a member without write access
 * is answered 'refused' instead, vxe-room-access.ts).
 */
import type { DICT_CHANGED_COMMAND } from '../../shared/dict/dict-changed';

export type NoticeCmd = 'topic' | 'user' | 'revoke' | 'heartcheck' | typeof DICT_CHANGED_COMMAND;

export interface NoticePush {
  cmd: NoticeCmd;
  msgTxt: string;
  /** The sys_announcement id. */
  msgId?: string;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
}

/** JeecgBoot answers a heartbeat with this text. */
export const HEARTBEAT_ANSWER: NoticePush = { cmd: 'heartcheck', msgTxt: '心跳响应' };

export interface VxeMessage {
  type: string;
  data?: unknown;
}

/** What travels between instances (Redis channel `<prefix>notice`) and to this instance's sockets. */
export type NoticeEvent =
  /** To every open notice socket (an announcement addressed to everyone). */
  | { kind: 'all'; push: NoticePush }
  /** To these users' notice sockets. */
  | { kind: 'users'; userIds: string[]; push: NoticePush }
  /** To the vxe sockets of one page, except the sender's socket (id unique across instances). */
  | { kind: 'vxe'; pageId: string; senderSocketId: string; message: VxeMessage }
  /** To no socket: what an admin changed, so every instance drops its copy (shared-changes.ts). */
  | { kind: 'changed'; what: SharedChange };

/** What an instance keeps a copy of that an admin's change on another instance makes stale. */
export const SHARED_CHANGES = ['quartzJobs', 'onlineForms'] as const;
export type SharedChange = (typeof SHARED_CHANGES)[number];

/** Parses an event from the channel; anything else is dropped (another instance's bug must not crash this one). */
export function parseNoticeEvent(text: string): NoticeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  const push = event.push as NoticePush | undefined;
  const pushOk = typeof push === 'object' && push !== null && typeof push.cmd === 'string';
  if (event.kind === 'all' && pushOk) return event as unknown as NoticeEvent;
  if (
    event.kind === 'users' &&
    pushOk &&
    Array.isArray(event.userIds) &&
    event.userIds.every((id) => typeof id === 'string')
  ) {
    return event as unknown as NoticeEvent;
  }
  if (
    event.kind === 'vxe' &&
    typeof event.pageId === 'string' &&
    typeof event.senderSocketId === 'string' &&
    typeof event.message === 'object'
  ) {
    return event as unknown as NoticeEvent;
  }
  if (event.kind === 'changed' && SHARED_CHANGES.includes(event.what as SharedChange)) {
    return { kind: 'changed', what: event.what as SharedChange };
  }
  return null;
}
