/** Timings and sizes of the notice centre (SPEC §9, §4 "Realtime notice socket"), in one place. */

/** The text heartbeat the notice socket sends, and how often. */
export const HEARTBEAT_TEXT = 'HeartBeat';
export const HEARTBEAT_MS = 20_000;
/** After an error or a close the socket reconnects after this delay… */
export const RECONNECT_MS = 20_000;
/** …until more than this many errors: then it stops (until the next login or page load). */
export const MAX_SOCKET_ERRORS = 5;

/** Server commands that mean "your notices changed": the bell reloads ('revoke': one was withdrawn). */
export const RELOAD_COMMANDS: readonly string[] = ['topic', 'user', 'revoke'];
/** The command for a revoked announcement: its detail dialog closes too, if open. */
export const REVOKE_COMMAND = 'revoke';

/** The bell popover's width (SPEC §2). */
export const BELL_POPOVER_WIDTH = 300;
/** The detail modal's width, and in full screen. */
export const DETAIL_MODAL_WIDTH = '60%';
export const DETAIL_MODAL_FULL_WIDTH = '100%';

/** The user's announcement list (SPEC §2 route table): where 'view more' goes. */
export { USER_ANNOUNCEMENT_PATH } from '../router/paths';

/** The live table socket (/vxeSocket): heartbeat every 10 s, answered within 6 s… */
export const VXE_HEARTBEAT_MS = 10_000;
export const VXE_HEARTBEAT_TIMEOUT_MS = 6_000;
/** …else (or after a close or an error) it reconnects after 5 s while a table is joined. */
export const VXE_RECONNECT_MS = 5_000;
