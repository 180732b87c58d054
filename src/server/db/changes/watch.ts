/** The table-change machinery of one app on PostgreSQL: the stamps, their listener and the write fence. */
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

export function watchTableChanges(databaseUrl: string, log: Log): TableChanges {
  const versions = new TableVersions();
  return {
    versions,
    listener: listenForChanges(databaseUrl, versions, log),
    fence: new WriteFencePlugin(versions),
  };
}
