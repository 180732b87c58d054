/**
 * One connection per instance that LISTENs on CHANGE_CHANNEL and moves the table's stamp on every
 * notice (table-versions.ts). While it is not connected nothing is cached; when it is lost it
 * connects again by itself (1 s, then up to 30 s apart).
 *
 * Notices are trusted only while they are seen to arrive: at connect and then every HEARTBEAT_MS a
 * probe notice is sent through the app's own pool and must come back on the listening connection
 * within HEARTBEAT_TIMEOUT_MS. That finds a connection that died without closing (a dropped network,
 * a failover) and a pooler in transaction mode, which accepts LISTEN but delivers no notice.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CHANGE_CHANNEL } from './change-triggers';
import type { TableVersions } from './table-versions';

export const LISTENER_NAME = 'certdesk_change_listener';
const CONNECT_TIMEOUT_MS = 2_000;
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

interface Log {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export interface ChangeListener {
  close(): Promise<void>;
  /** Resolves once LISTEN is in place (or the first attempt failed): start-up waits for it. */
  readonly started: Promise<void>;
}

/** Probe notices start so; no table name holds a colon. */
const PROBE = 'probe:';

/**
 * `notify` sends a notice on CHANGE_CHANNEL through the app's pool (`select pg_notify(…)`), the way
 * the triggers' notices travel.
 */
export function listenForChanges(
  databaseUrl: string,
  versions: TableVersions,
  log: Log,
  notify: (payload: string) => Promise<unknown>,
): ChangeListener {
  const probeId = `${PROBE}${randomBytes(6).toString('hex')}:`;
  let probes = 0;
  const awaited = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reportedDown = false;

  const lost = (current: pg.Client, error?: Error): void => {
    if (client !== current) return;
    client = null;
    clearInterval(heartbeat);
    versions.listeningLost();
    current.end().catch(() => undefined);
    if (closed) return;
    if (!reportedDown) {
      reportedDown = true;
      log.warn(
        { err: error },
        'database change notices lost: list pages are read from the database until they are back',
      );
    }
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  /** Resolves once a notice sent through the pool arrived here; rejects when it did not in time. */
  const probe = (): Promise<void> => {
    const payload = `${probeId}${++probes}`;
    let timer: NodeJS.Timeout | undefined;
    return new Promise<void>((resolve, reject) => {
      awaited.set(payload, resolve);
      timer = setTimeout(
        () => reject(new Error('a probe notice sent through the pool did not arrive')),
        HEARTBEAT_TIMEOUT_MS,
      );
      timer.unref();
      notify(payload).catch(reject);
    }).finally(() => {
      clearTimeout(timer);
      awaited.delete(payload);
    });
  };

  const beat = (current: pg.Client): void => {
    probe().catch((error: Error) => lost(current, error));
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const current = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Named, so an operator sees it in pg_stat_activity (it is idle for ever by design).
      application_name: LISTENER_NAME,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      const payload = message.payload;
      if (message.channel !== CHANGE_CHANNEL || !payload) return;
      if (payload.startsWith(PROBE)) awaited.get(payload)?.();
      else versions.changed(payload);
    });
    try {
      await current.connect();
      await current.query(`listen ${CHANGE_CHANNEL}`);
      await probe();
    } catch (error) {
      lost(current, error as Error);
      return;
    }
    if (closed || client !== current) {
      // Closed (or replaced) while it connected: nobody else will end it.
      await current.end().catch(() => undefined);
      return;
    }
    versions.listeningStarted();
    retryMs = RETRY_MIN_MS;
    if (reportedDown) {
      reportedDown = false;
      log.info('database change notices are back: list pages are kept in memory again');
    }
    heartbeat = setInterval(() => beat(current), HEARTBEAT_MS);
    heartbeat.unref();
  };

  const started = connect();
  return {
    started,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      versions.listeningLost();
      await current?.end().catch(() => undefined);
    },
  };
}
