/**
 * Directories a test makes under the OS temp dir. Each is removed after the test file that made it
 * (remove-temp-dirs.ts, a setup file of the unit and API projects), so a run leaves nothing behind in
 * the temp dir, the folders a test only hands to the app (DATA_DIR, a schema root) included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

/** A fresh directory `<os temp dir>/<prefix>XXXXXX`, removed after the current test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes every directory tempDir has made and not yet removed. */
export function removeTempDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}
