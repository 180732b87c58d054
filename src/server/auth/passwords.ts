/** Argon2id password hashing (DESIGN.md security baseline). */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { NEW_PASSWORD_PATTERN } from '../../shared/validation/password';
import { GateFullError, WorkAbandonedError, WorkGate } from './work-gate';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. `Algorithm` is an ambient const enum
// that isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Checks that may queue for Argon2: at tens of ms each on 2–4 slots, the last one waits about a
 * second. Past it a login storm is answered 503 at once (GateFullError) instead of queueing logins
 * whose users gave up long ago ahead of the ones still waiting.
 */
export const ARGON2_QUEUE_MAX = 64;

/**
 * Every Argon2 hash and verification passes this gate: each costs ~19 MiB and tens of ms of a
 * thread, so 400 parallel guesses would otherwise occupy the whole libuv pool (4 threads) and
 * stall every other request that needs it. One slot per core, at least 2, at most 4 (the pool).
 */
export const argon2Gate = new WorkGate(Math.min(4, Math.max(2, availableParallelism())), ARGON2_QUEUE_MAX);

export function hashPassword(password: string): Promise<string> {
  return argon2Gate.run(() => hash(password, OPTIONS));
}

/** `signal`: the caller's client went away; a check still queued is then dropped (WorkAbandonedError). */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    return await argon2Gate.run(() => verify(passwordHash, password), signal);
  } catch (error) {
    // A full queue or a client gone is the server's state, not a wrong password: the caller answers 503.
    if (error instanceof GateFullError || error instanceof WorkAbandonedError) throw error;
    // A malformed stored hash matches nothing.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of a real check so an unknown username is not told apart by timing. */
export async function burnPasswordCheck(password: string, signal?: AbortSignal): Promise<void> {
  // Not kept when it failed (a full queue): the next unknown username tries again.
  dummyHash ??= hashPassword(generatePassword()).catch((error: unknown) => {
    dummyHash = null;
    throw error;
  });
  await verifyPassword(await dummyHash, password, signal);
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_+=?';

/** A random password that satisfies the product's own password rule (SPEC §5). */
export function generatePassword(length = 16): string {
  const all = LETTERS + DIGITS + SYMBOLS;
  for (;;) {
    let out = '';
    for (let i = 0; i < length; i++) out += all[randomInt(all.length)];
    if (NEW_PASSWORD_PATTERN.test(out) && /[A-Z]/.test(out) && /[a-z]/.test(out)) return out;
  }
}
