/**
 * Keyset pages equal OFFSET pages: walking a list by `nextCursor` answers, page for page, the rows
 * a plain OFFSET read of the table answers for the same order — with ties (the id tie-breaker),
 * NULLs (PostgreSQL's default: last ascending, first descending) and several sort columns. The
 * reference is read from the database directly, not through the list route.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDictionary, createDemoTable, DEMO_SCHEMAS } from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

const PAGE = 3;

/** [list query, ORDER BY of the reference read (columns of demo_item)]. */
const ORDERS: Array<[query: string, columns: string[], direction: 'asc' | 'desc']> = [
  ['', ['create_time'], 'desc'],
  ['column=qty&order=asc', ['qty'], 'asc'],
  ['column=qty&order=desc', ['qty'], 'desc'],
  ['column=price&order=asc', ['price'], 'asc'],
  ['column=price&order=desc', ['price'], 'desc'],
  ['column=category&order=asc', ['category'], 'asc'],
  ['column=issued&order=desc', ['issued'], 'desc'],
  ['column=category,qty&order=asc', ['category', 'qty'], 'asc'],
  ['column=category,qty&order=desc', ['category', 'qty'], 'desc'],
  ['column=name&order=asc', ['name'], 'asc'],
];

describeEachBackend(
  'keyset pages against OFFSET',
  (t) => {
    beforeAll(async () => {
      await createDemoTable(t.app);
      await addDictionary(t.app.db, 'demo_category', [
        ['x', '甲类', 'Class X'],
        ['y', '乙类', 'Class Y'],
      ]);
      // 14 rows: repeated quantities and categories (ties), and empty price, category and issued.
      const quantities = [5, 5, 5, 1, 9, 9, 0, 3, 3, 7, 5, 2, 2, 8];
      for (const [i, qty] of quantities.entries()) {
        const item: Record<string, unknown> = { name: `item ${String(i % 5)}`, code: `K-${i}`, qty };
        if (i % 3 !== 0) item.price = (i % 4) + 0.5;
        if (i % 4 !== 1) item.category = i % 2 === 0 ? 'x' : 'y';
        if (i % 5 !== 2) item.issued = `2024-0${(i % 3) + 1}-1${i % 2}`;
        const r = await t.admin.send('POST', '/demo/item/add', item);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
    });

    /** The ids of one OFFSET page, read from the table itself. */
    const offsetPage = async (
      columns: string[],
      direction: 'asc' | 'desc',
      page: number,
    ): Promise<string[]> => {
      let query = t.app.db.selectFrom('demo_item' as never).select(sql<string>`id`.as('id'));
      for (const c of [...columns, 'id']) query = query.orderBy(sql.ref(c), direction);
      const rows = (await query
        .limit(PAGE)
        .offset(page * PAGE)
        .execute()) as Array<{ id: string }>;
      return rows.map((r) => r.id);
    };

    it.each(ORDERS)('%s: every cursor page equals the OFFSET page', async (query, columns, direction) => {
      const total = (await t.admin.get('/demo/item/list?pageSize=1')).body.result.total as number;
      expect(total).toBe(14);
      const keysetPages: string[][] = [];
      let cursor = '';
      for (let i = 0; i < 10; i++) {
        const r = await t.admin.get(
          `/demo/item/list?pageSize=${PAGE}&${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        keysetPages.push((r.body.result.records as Array<{ id: string }>).map((x) => x.id));
        if (!r.body.result.nextCursor) break;
        cursor = r.body.result.nextCursor as string;
      }
      // A last full page has a cursor to an empty page: drop that empty tail.
      if (keysetPages.at(-1)?.length === 0) keysetPages.pop();

      const offsetPages: string[][] = [];
      for (let page = 0; page * PAGE < total; page++)
        offsetPages.push(await offsetPage(columns, direction, page));
      expect(keysetPages).toEqual(offsetPages);
      expect(new Set(keysetPages.flat()).size).toBe(total);

      // The list's own pageNo pages (its OFFSET path) agree as well.
      for (const [i, expected] of offsetPages.entries()) {
        const r = await t.admin.get(`/demo/item/list?pageSize=${PAGE}&pageNo=${i + 1}&${query}`);
        expect(
          (r.body.result.records as Array<{ id: string }>).map((x) => x.id),
          `pageNo=${i + 1}`,
        ).toEqual(expected);
      }
    });
  },
  DEMO_SCHEMAS,
);
