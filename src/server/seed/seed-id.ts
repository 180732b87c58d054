import { createHash } from 'node:crypto';

/**
 * Stable ids for seeded rows, derived from a natural key: seeding again finds the same rows
 * (insert … on conflict do nothing), and role grants can name menus without looking them up.
 */
export function seedId(key: string): string {
  return createHash('md5').update(`certdesk-seed:${key}`).digest('hex');
}
