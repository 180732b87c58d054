/**
 * Two CI runs on one PostgreSQL server: a suite's migration failed with 'schema "test_…" does not
 * exist' because another suite dropped its own schema while Kysely listed every table. The run is
 * started again for that race, never for a real failure.
 */
import type { MigrationResultSet } from 'kysely';
import { describe, expect, it } from 'vitest';
import { raceWithDroppedSchema, withDroppedSchemaRetry } from './migrate';

const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });
const dropped = pgError('schema "test_413cd879fdd9" does not exist', '3F000');

describe('withDroppedSchemaRetry', () => {
  it('knows the race: another schema missing, with code 3F000', () => {
    expect(raceWithDroppedSchema(dropped, 'test_mine')).toBe(true);
    expect(raceWithDroppedSchema(dropped, 'test_413cd879fdd9')).toBe(false);
    expect(raceWithDroppedSchema(pgError('relation "x" does not exist', '42P01'), 'test_mine')).toBe(false);
    expect(raceWithDroppedSchema('schema "a" does not exist', 'test_mine')).toBe(false);
  });

  it('starts again after the race and answers the later outcome', async () => {
    const outcomes: MigrationResultSet[] = [
      { error: dropped },
      { results: [{ migrationName: '0001', direction: 'Up', status: 'Success' }] },
    ];
    let calls = 0;
    const outcome = await withDroppedSchemaRetry(async () => outcomes[calls++]!, 'test_mine');
    expect(calls).toBe(2);
    expect(outcome.error).toBeUndefined();
  });

  it('does not retry a failed migration, its own schema missing, or past five attempts', async () => {
    let calls = 0;
    const failedMigration = await withDroppedSchemaRetry(async () => {
      calls++;
      return { error: dropped, results: [{ migrationName: '0260', direction: 'Up', status: 'Error' }] };
    }, 'test_mine');
    expect([calls, failedMigration.error]).toEqual([1, dropped]);

    calls = 0;
    await withDroppedSchemaRetry(async () => (calls++, { error: dropped }), 'test_413cd879fdd9');
    expect(calls).toBe(1);

    calls = 0;
    const always = await withDroppedSchemaRetry(async () => (calls++, { error: dropped }), 'test_mine');
    expect([calls, always.error]).toEqual([5, dropped]);
  });
});
