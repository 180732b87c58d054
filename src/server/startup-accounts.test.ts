import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCredentials } from './startup-accounts';

describe('first-start credentials', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the password to an owner-only file and prints only where that file is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'certdesk-startup-'));
    dirs.push(dir);
    const printed: string[] = [];
    const capture = (chunk: string | Uint8Array): boolean => {
      printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    const password = 'Zq7#first-start-secret';
    const file = recordCredentials(
      dir,
      'admin-password.txt',
      'CertDesk administrator account (first start):',
      [{ username: 'admin', password }],
    );

    expect(file).toBe(join(dir, 'admin-password.txt'));
    expect(readFileSync(file!, 'utf8')).toContain(`admin\t${password}`);
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    const consoleOutput = [log, warn, info].flatMap((spy) =>
      spy.mock.calls.map((call) => call.map(String).join(' ')),
    );
    const output = [...printed, ...consoleOutput].join('');
    expect(output).toContain(file!);
    expect(output).not.toContain(password);
  });

  it('prints and writes nothing when no account was created', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(
      recordCredentials(join(tmpdir(), 'certdesk-never-created'), 'admin-password.txt', 'title', []),
    ).toBeNull();
    expect(write).not.toHaveBeenCalled();
  });
});
