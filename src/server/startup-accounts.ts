/**
 * First-start accounts: their random passwords are written once to an owner-only file in the data
 * directory (DESIGN.md: no default passwords). Only the file's path is printed: standard output
 * usually ends up in a log store that more people (and longer retention) reach than the data
 * directory, so the password itself never goes there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Credentials } from './seed/users';

export function recordCredentials(
  dataDir: string,
  fileName: string,
  title: string,
  accounts: Credentials[],
): string | null {
  if (accounts.length === 0) return null;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  const lines = [title, ...accounts.map((a) => `${a.username}\t${a.password}`), ''];
  fs.writeFileSync(file, lines.join('\n'), { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; tighten an existing one too.
  fs.chmodSync(file, 0o600);
  const names = accounts.map((a) => a.username).join(', ');
  process.stdout.write(
    `\n${title}\n  ${names}: password written to ${file} (readable by this user only)\n\n`,
  );
  return file;
}
