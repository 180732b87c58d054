import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryLockedError, LOCK_FILE, lockDirectory, type LockHolder } from './directory-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'certdesk-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has ended (it ran `true` and was reaped). */
function deadPid(): number {
  return spawnSync('true').pid!;
}

const writeLock = (holder: LockHolder) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
const lockFile = () => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder;

describe('lockDirectory', () => {
  it('takes the lock, names its holder in the file, and lets it go', () => {
    const lock = lockDirectory(dir);
    expect(lockFile()).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second holder while the first runs, naming the directory and the pid', () => {
    const lock = lockDirectory(dir);
    try {
      expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
      expect(() => lockDirectory(dir)).toThrow(
        `The data directory ${dir} is in use by process ${process.pid}.`,
      );
    } finally {
      lock.release();
    }
  });

  it('takes over a lock whose holder has died', () => {
    writeLock({ pid: deadPid(), started: null, host: hostname() });
    const lock = lockDirectory(dir);
    expect(lockFile().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', () => {
    writeLock({ pid: process.pid, started: '1', host: hostname() });
    const lock = lockDirectory(dir);
    expect(lockFile().started).not.toBe('1');
    lock.release();
  });

  it('refuses a lock held on another host (nothing here can tell whether it runs)', () => {
    writeLock({ pid: 1, started: null, host: 'another-host' });
    expect(() => lockDirectory(dir)).toThrow(`is in use by process 1 on another-host`);
  });

  it('refuses an unreadable lock file rather than guess', () => {
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(() => lockDirectory(dir)).toThrow(/unreadable certdesk\.lock/);
  });

  it('does not remove a lock that is no longer its own when let go', () => {
    const lock = lockDirectory(dir);
    writeLock({ pid: 1, started: null, host: 'another-host' });
    lock.release();
    expect(lockFile().host).toBe('another-host');
  });

  it('leaves no temporary files behind', () => {
    const lock = lockDirectory(dir);
    lock.release();
    writeLock({ pid: deadPid(), started: null, host: hostname() });
    lockDirectory(dir).release();
    expect(spawnSync('ls', ['-A', dir]).stdout.toString()).toBe('');
  });
});
