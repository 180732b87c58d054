/**
 * Every migration, in order. A static list (no directory scanning) so bundling and tsx agree.
 * Append new migrations at the end: foundation 0001–0099, generic CRUD 0100 onwards.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0100 from './0100_sys_file';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0100_sys_file': m0100,
};
