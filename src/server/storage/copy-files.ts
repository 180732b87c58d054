/**
 * Moving an installation: copies every object of one store into another, e.g. an
 * install's DATA_DIR/files into its new bucket. An object the target already holds with the same
 * size is skipped, so the copy is idempotent and a run that was interrupted resumes where it
 * stopped (an S3 PUT is all or nothing: no half object has the full size).
 */
import type { FileStore, ObjectInfo } from './file-store';

export interface CopyReport {
  copied: number;
  copiedBytes: number;
  skipped: number;
  failed: Array<{ key: string; error: string }>;
}

export interface CopyOptions {
  /** Objects copied at the same time. */
  parallel?: number;
  /** Called per object as it is done (the command prints a line each). */
  onObject?: (key: string, outcome: 'copied' | 'skipped' | 'failed', size: number) => void;
}

/** A missing type is fine for S3; the rows keep the served Content-Type anyway. */
const OCTETS = 'application/octet-stream';

async function copyOne(
  source: FileStore,
  target: FileStore,
  item: ObjectInfo,
): Promise<'copied' | 'skipped'> {
  const there = await target.head(item.key);
  if (there && there.size === item.size) return 'skipped';
  // A different size: an earlier copy of a file that was since replaced, or a foreign object. Replace it.
  if (there) await target.delete(item.key);
  await target.put(item.key, await source.get(item.key), OCTETS);
  return 'copied';
}

export async function copyFiles(
  source: FileStore,
  target: FileStore,
  options: CopyOptions = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0, failed: [] };
  const running = new Set<Promise<void>>();
  const parallel = Math.max(1, options.parallel ?? 4);
  for await (const item of source.list('')) {
    const work: Promise<void> = copyOne(source, target, item).then(
      (outcome) => {
        if (outcome === 'copied') {
          report.copied += 1;
          report.copiedBytes += item.size;
        } else report.skipped += 1;
        options.onObject?.(item.key, outcome, item.size);
      },
      (error: unknown) => {
        report.failed.push({ key: item.key, error: error instanceof Error ? error.message : String(error) });
        options.onObject?.(item.key, 'failed', item.size);
      },
    );
    running.add(work);
    void work.finally(() => running.delete(work));
    if (running.size >= parallel) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
