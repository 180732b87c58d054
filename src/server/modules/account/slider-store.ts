/**
 * One-time slider challenges and tokens in sys_slider_token (migration 0180), so every instance
 * on the database agrees. Secrets are random 32-byte values handed to the client once; the table
 * holds their SHA-256. Spending one is a single conditional UPDATE: of two concurrent requests
 * with the same secret exactly one gets the row back.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** A slider token is valid 2 minutes. */
export const SLIDER_TOKEN_TTL_MS = 2 * 60_000;
/** The challenge's track width, in the units the client scales its track to. */
export const CHALLENGE_WIDTH = 1000;

export type SliderKind = 'challenge' | 'token';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

async function dropExpired(db: Kysely<Database>): Promise<void> {
  // Housekeeping on every issue keeps the table small without a timer.
  await db
    .deleteFrom('sys_slider_token')
    .where('expires_at', '<', new Date(Date.now() - 60_000))
    .execute();
}

/** A new secret of the kind, stored hashed; answers the secret itself. */
export async function issueSecret(
  db: Kysely<Database>,
  kind: SliderKind,
  options: { ttlMs: number; width?: number; ip: string },
): Promise<string> {
  await dropExpired(db);
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('sys_slider_token')
    .values({
      secret_hash: hashSecret(secret),
      kind,
      width: options.width ?? 0,
      ip: options.ip.slice(0, 64),
      // This instance's clock, like expires_at: the verify compares the drag with it.
      create_time: new Date(),
      expires_at: new Date(Date.now() + options.ttlMs),
    })
    .execute();
  return secret;
}

export interface SpentSecret {
  width: number;
  /** When the server handed the secret out: a drag cannot have taken longer than it has existed. */
  issuedAt: Date;
}

/**
 * Marks the secret used when it is of the kind, unused and unexpired; answers its width and issue
 * time then, else null. Runs on the executor given, so a registration spends its token in its own
 * transaction.
 */
export async function spendSecret(
  db: Kysely<Database>,
  kind: SliderKind,
  secret: string,
): Promise<SpentSecret | null> {
  if (secret.length === 0 || secret.length > 200) return null;
  const now = new Date();
  const row = await db
    .updateTable('sys_slider_token')
    .set({ used_at: now })
    .where('secret_hash', '=', hashSecret(secret))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['width', 'create_time'])
    .executeTakeFirst();
  return row ? { width: row.width, issuedAt: new Date(row.create_time) } : null;
}

/**
 * Whether the secret is of the kind, unused and unexpired, without spending it: a registration
 * under way (a passed slider) may ask whether a username is free before it registers.
 */
export async function isLiveSecret(db: Kysely<Database>, kind: SliderKind, secret: string): Promise<boolean> {
  if (secret.length === 0 || secret.length > 200) return false;
  const row = await db
    .selectFrom('sys_slider_token')
    .select('secret_hash')
    .where('secret_hash', '=', hashSecret(secret))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}
