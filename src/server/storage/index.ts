/** The app's file store, chosen by the configuration: S3 when S3_BUCKET and its settings are given, else DATA_DIR/files. */
import { resolve } from 'node:path';
import type { AppConfig } from '../config';
import type { FileStore } from './file-store';
import { localFileStore } from './local-store';
import { s3FileStore } from './s3-store';

export function filesRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'files');
}

export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(filesRoot(config));
}

export { FileMissingError, StorageUnavailableError, type FileStore, type ObjectInfo } from './file-store';
