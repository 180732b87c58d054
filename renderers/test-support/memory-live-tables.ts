/**
 * An in-memory LiveTables (renderers/context.tsx) for tests: every table joined under a key gets
 * the rows the others send, never its own, at once — the server's /vxeSocket relay without the
 * network. It records what was sent, so a test can tell that a received patch was not sent back.
 */
import type { LiveTableLink, LiveTables } from '../context';

type Rows = Record<string, unknown>[];

export interface MemoryLiveTables extends LiveTables {
  /** Every send, in order: the key and the rows (a copy, as the wire would carry). */
  readonly sent: { key: string; rows: Rows }[];
  /** How many tables are joined under a key now. */
  members(key: string): number;
}

export function createMemoryLiveTables(): MemoryLiveTables {
  const channels = new Map<string, Set<(rows: Rows) => void>>();
  const sent: { key: string; rows: Rows }[] = [];
  return {
    sent,
    members: (key) => channels.get(key)?.size ?? 0,
    join(key, onRows): LiveTableLink {
      let channel = channels.get(key);
      if (!channel) channels.set(key, (channel = new Set()));
      const member = (rows: Rows) => onRows(rows);
      channel.add(member);
      return {
        send(rows) {
          const copy = JSON.parse(JSON.stringify(rows)) as Rows;
          sent.push({ key, rows: copy });
          for (const other of [...(channels.get(key) ?? [])]) if (other !== member) other(copy);
        },
        leave() {
          channels.get(key)?.delete(member);
        },
      };
    },
  };
}
