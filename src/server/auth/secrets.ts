/**
 * Per-install secrets (DESIGN.md: never in code): generated with a CSPRNG on first start, kept in
 * `sys_secret` so every instance on one database agrees; environment variables override.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';

export interface InstallSecrets {
  aesKey: string;
  aesIv: string;
  jwtKey: Uint8Array;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters = 16 bytes of UTF-8, as the credential envelope's AES-128 key and iv need. */
export function randomAesText(): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** Insert-if-absent then read: two instances starting together still end with one value. */
export async function ensureSecret(
  db: Kysely<Database>,
  name: string,
  generate: () => string,
): Promise<string> {
  await db
    .insertInto('sys_secret')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('sys_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function loadSecrets(db: Kysely<Database>, config: AppConfig): Promise<InstallSecrets> {
  const aesKey = config.aesKey ?? (await ensureSecret(db, 'aes_key', randomAesText));
  const aesIv = config.aesIv ?? (await ensureSecret(db, 'aes_iv', randomAesText));
  const jwtText =
    config.jwtSecret ?? (await ensureSecret(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  return { aesKey, aesIv, jwtKey: new TextEncoder().encode(jwtText) };
}
