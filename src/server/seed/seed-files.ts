/**
 * Demo files (DEMO_DATA=1) go to the same file store as uploads. Their keys are fixed, so seeding
 * again finds the object already there and leaves it.
 */
import type { AppConfig } from '../config';
import { createFileStore, type FileStore } from '../storage/index';

/** Where a seed stores files: the given store, a data folder's local store, or nowhere. */
export interface SeedFileTarget {
  files?: FileStore;
  /** The local store of this data folder, when no store is given. */
  dataDir?: string;
}

export function seedStore(target: SeedFileTarget): FileStore | null {
  if (target.files) return target.files;
  if (target.dataDir)
    return createFileStore({ dataDir: target.dataDir, s3: null } satisfies Pick<AppConfig, 'dataDir' | 's3'>);
  return null;
}

/** Writes the object unless it is there with this size already. */
export async function putSeedFile(files: FileStore, key: string, data: Buffer, mime: string): Promise<void> {
  const there = await files.head(key);
  if (there?.size === data.length) return;
  if (there) await files.delete(key);
  await files.put(key, data, mime);
}
