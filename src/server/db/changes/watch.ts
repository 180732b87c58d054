/** The table-change machinery of one app on PostgreSQL: the stamps, their listener and the write fence. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';
import { CHANGE_CHANNEL } from './change-triggers';
import { TableVersions } from './table-versions';
import { listenForChanges, type ChangeListener } from './change-listener';
import { WriteFencePlugin } from './write-fence-plugin';

interface Log {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export interface TableChanges {
  versions: TableVersions;
  listener: ChangeListener;
  fence: WriteFencePlugin;
}

/** `db`: the app's database, without the fence (a probe notice writes nothing). */
export function watchTableChanges(databaseUrl: string, db: Kysely<Database>, log: Log): TableChanges {
  const versions = new TableVersions();
  const notify = (payload: string) => sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(db);
  return {
    versions,
    listener: listenForChanges(databaseUrl, versions, log, notify),
    fence: new WriteFencePlugin(versions),
  };
}
