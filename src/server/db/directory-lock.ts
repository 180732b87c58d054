/**
 * An exclusive lock on the embedded database's directory. PGlite is one process's database: two
 * processes on one directory each accepted writes the other never saw, and a restart lost some of
 * them. The lock is a file naming its holder (pid, the process's start time, the host); a second
 * process refuses to start, naming the directory and the holder. A lock whose holder is gone (killed,
 * crashed, the machine restarted) is taken over.
 *
 * The file is written whole before it appears (a temporary file hard-linked into place, which fails
 * when a lock exists), so a reader never sees half a lock. Taking over a stale lock renames it aside
 * first, which only one process can do; one that finds it moved a live lock (another process took
 * over in between) puts it back and refuses.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'certdesk.lock';

export interface LockHolder {
  pid: number;
  /** The holder's start time in clock ticks since boot (Linux /proc), to tell a reused pid apart. */
  started: string | null;
  host: string;
}

export class DirectoryLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: LockHolder,
  ) {
    const where =
      holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
    super(
      `The data directory ${directory} is in use by ${where}. Stop that process first, or give this one another DATA_DIR: ` +
        'two processes on one embedded database would each lose the other’s writes.',
    );
    this.name = 'DirectoryLockedError';
  }
}

/** A process's start time (field 22 of /proc/<pid>/stat), or null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder still runs: on another host it is assumed to (nothing here can tell). */
export function holderIsAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (!isRunning(holder.pid)) return false;
  // The pid runs; it is the holder unless its start time says the pid was reused since.
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      started: typeof parsed.started === 'string' ? parsed.started : null,
      host: parsed.host,
    };
  } catch {
    return null;
  }
}

const isCode = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException).code === code;

export interface DirectoryLock {
  /** Lets the lock go (only if it is still this process's). */
  release(): void;
}

/** Takes the lock on `directory` (which must exist), or throws DirectoryLockedError. */
export function lockDirectory(directory: string): DirectoryLock {
  const file = join(directory, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, started: startTimeOf(process.pid), host: hostname() };
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, JSON.stringify(me));
  try {
    // A few rounds: each lost race against another process taking over a stale lock is one round.
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(mine, file);
        return lockHeld(file, me);
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      const holder = readHolder(file);
      if (holder === null) {
        // Not a lock this program wrote (an empty or foreign file): refuse rather than guess.
        throw new Error(
          `The data directory ${directory} has an unreadable ${LOCK_FILE}: remove it if no server uses the directory.`,
        );
      }
      if (holderIsAlive(holder)) throw new DirectoryLockedError(directory, holder);
      takeOverStale(file, holder, directory);
    }
    throw new Error(`Could not lock the data directory ${directory}: other processes keep taking it`);
  } finally {
    unlinkSync(mine);
  }
}

/** Moves a stale lock aside so the next round can link ours into place. */
function takeOverStale(file: string, stale: LockHolder, directory: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return; // Another process moved it first.
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== null && (moved.pid !== stale.pid || moved.host !== stale.host) && holderIsAlive(moved)) {
    // Another process took the stale lock over between our read and our rename: give it back.
    try {
      linkSync(aside, file);
    } finally {
      unlinkSync(aside);
    }
    throw new DirectoryLockedError(directory, moved);
  }
  unlinkSync(aside);
}

function lockHeld(file: string, me: LockHolder): DirectoryLock {
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.host === me.host) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // Let go on a normal exit too (process.exit after a fatal error); a killed process leaves a
  // stale lock, which the next start takes over.
  process.on('exit', release);
  return { release };
}
