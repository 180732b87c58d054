/**
 * One connection per instance that LISTENs on CHANGE_CHANNEL and moves the table's stamp on every
 * notice (table-versions.ts). While it is not connected nothing is cached; when it is lost it
 * connects again by itself (1 s, then up to 30 s apart), and a heartbeat finds a connection that
 * died without closing (a dropped network, a failover behind a proxy).
 */
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

export function listenForChanges(databaseUrl: string, versions: TableVersions, log: Log): ChangeListener {
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

  const beat = (current: pg.Client): void => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to the heartbeat')), HEARTBEAT_TIMEOUT_MS);
    });
    Promise.race([current.query('select 1'), late])
      .catch((error: Error) => lost(current, error))
      .finally(() => clearTimeout(timer));
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
      if (message.channel === CHANGE_CHANNEL && message.payload) versions.changed(message.payload);
    });
    try {
      await current.connect();
      await current.query(`listen ${CHANGE_CHANNEL}`);
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
