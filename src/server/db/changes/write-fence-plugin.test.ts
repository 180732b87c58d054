import { describe, expect, it } from 'vitest';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
} from 'kysely';
import { TableVersions } from './table-versions';
import { WriteFencePlugin } from './write-fence-plugin';

/** The tables a statement fences, or 'all'; built only (compiling runs the plugins), never run. */
function fenced(
  build: (db: Kysely<Record<string, Record<string, unknown>>>) => Compilable,
): string[] | 'all' {
  const calls: string[] = [];
  let all = false;
  const versions = new TableVersions();
  versions.fence = (table: string) => void calls.push(table);
  versions.fenceAll = () => void (all = true);
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new WriteFencePlugin(versions)],
  });
  build(db).compile();
  return all ? 'all' : calls;
}

describe('WriteFencePlugin', () => {
  it.each<[string, (db: Kysely<Record<string, Record<string, unknown>>>) => Compilable, string[] | 'all']>([
    ['a select', (db) => db.selectFrom('a').selectAll(), []],
    ['an insert', (db) => db.insertInto('a').values({ x: 1 }), ['a']],
    ['an update of an aliased table', (db) => db.updateTable('b as bb').set({ x: 1 }), ['b']],
    ['a delete from two tables', (db) => db.deleteFrom(['c', 'd']), ['c', 'd']],
    [
      'a select whose CTE inserts',
      (db) =>
        db
          .with('made', (w) => w.insertInto('e').values({ x: 1 }).returning('x'))
          .selectFrom('made')
          .selectAll(),
      ['e'],
    ],
    [
      'raw SQL that reads',
      (db) => ({ compile: () => sql`select 1 from a where created_by = ${'update'}`.compile(db) }),
      [],
    ],
    ['raw SQL that writes', (db) => ({ compile: () => sql`update a set x = 1`.compile(db) }), 'all'],
    ['a schema change', (db) => db.schema.alterTable('a').addColumn('y', 'text'), 'all'],
  ])('fences for %s', (_, build, expected) => {
    expect(fenced(build)).toEqual(expected);
  });
});
