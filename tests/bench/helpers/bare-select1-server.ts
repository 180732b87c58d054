/**
 * The peer of tests/bench/list-1m.ts: a bare Fastify + pg server answering GET /select1 with one
 * `SELECT 1` round trip as JSON, no logging, no security headers, no authentication. It uses the
 * app's default pool size (10) so the two differ only in what the app adds per request.
 *
 * GET /page is the floor of the list's own work: the first page of the benchmark's table in the
 * list's order, as a bare server would write it (one prepared statement, the rows as pg returns them,
 * no session check, no dictionary texts, no cursor). It tells the database's share of a list request
 * from what the app adds on top.
 *
 *   DATABASE_URL=… BARE_PORT=18081 node --import tsx tests/bench/helpers/bare-select1-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// A lost idle connection must not end the benchmark's peer either.
pool.on('error', () => undefined);
const app = Fastify({ logger: false });
app.get('/select1', async () => {
  const result = await pool.query<{ one: number }>('select 1 as one');
  return { one: result.rows[0]?.one };
});
app.get('/page', async (request) => {
  const size = Number((request.query as { pageSize?: string }).pageSize ?? 10);
  const result = await pool.query({
    name: 'bare_page',
    text: 'select * from demo_item order by create_time desc, id desc limit $1',
    values: [size],
  });
  return { records: result.rows };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT ?? 18_081) });
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
