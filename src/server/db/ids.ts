import { randomUUID } from 'node:crypto';

/** Row ids: 32 lower-case hex characters, the same on PGlite and PostgreSQL (DESIGN.md). */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
