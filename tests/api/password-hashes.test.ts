/**
 * No route that answers a user ever carries a password hash (DESIGN.md principle 3): every
 * user-returning route is read — the login answer, list, queryById, add/edit answers, export
 * content, queryUserRole, getCurrentUserDeparts, selectDepart, the login log, the table look-up and
 * the import answer — and checked against the hashes actually stored.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { multipart } from '../fixtures/multipart';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

/** Keys that would carry a secret of an account, at any depth of an answer. */
const SECRET_KEY = /pass(word)?[_-]?hash|^password$|^salt$/i;
/** The one place a password is answered on purpose: a generated one-time password, told once to the importer. */
const ONE_TIME_PASSWORD = /\.oneTimePasswords\[\d+\]\.password$/;

function secretKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const at = `${path}.${k}`;
    return [...(SECRET_KEY.test(k) && !ONE_TIME_PASSWORD.test(at) ? [at] : []), ...secretKeys(v, at)];
  });
}

/** Every cell of every sheet of a workbook (.xls or .xlsx) as one text. */
function workbookText(data: Buffer): string {
  const book = XLSX.read(data, { type: 'buffer' });
  return book.SheetNames.map((name) => XLSX.utils.sheet_to_csv(book.Sheets[name]!)).join('\n');
}

describeOnOneBackend(
  'never answers password hashes',
  (t) => {
    let hashes: string[] = [];
    let userIds: string[] = [];
    const answers: Array<{ route: string; text: string; json?: unknown }> = [];

    const record = (route: string, text: string, json?: unknown) => answers.push({ route, text, json });
    const get = async (url: string, token?: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-token': token ?? (await t.adminToken()) },
      });
      expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBeLessThan(500);
      const json = String(r.headers['content-type'] ?? '').includes('json')
        ? (r.json() as unknown)
        : undefined;
      record(`GET ${url}`, json === undefined ? workbookText(r.rawPayload) : r.body, json);
      return { status: r.statusCode, json: json as { result: unknown } | undefined };
    };
    const send = async (method: 'POST' | 'PUT', url: string, payload: object, token?: string) => {
      const r = await t.app.inject({
        method,
        url,
        payload,
        headers: { 'x-access-token': token ?? (await t.adminToken()) },
      });
      expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBeLessThan(300);
      record(`${method} ${url}`, r.body, r.json());
      return r.json() as { result: unknown };
    };

    beforeAll(async () => {
      // One user more, added through the route, so add and edit answers are read too.
      await send('POST', '/sys/user/add', {
        username: 'hashprobe',
        realname: '探针',
        password: 'Good#Pass123',
      });
      const rows = await t.app.db
        .selectFrom('sys_user')
        .select(['id', 'username', 'password_hash'])
        .execute();
      hashes = rows.map((r) => r.password_hash);
      userIds = rows.map((r) => r.id);
      const probe = rows.find((r) => r.username === 'hashprobe')!;
      await send('PUT', '/sys/user/edit', { id: probe.id, realname: '探针二' });

      // The login answer, for the admin and for a customer.
      for (const who of [t.seed.admin, t.seed.customer]) {
        const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json()
          .result as { key: string; iv: string };
        const login = await t.app.inject({
          method: 'POST',
          url: '/sys/login',
          payload: {
            userccs: encryptUserccs({ username: who.username, password: who.password }, keys.key, keys.iv),
          },
        });
        expect(login.statusCode).toBe(200);
        record(`POST /sys/login (${who.username})`, login.body, login.json());
      }

      await get('/sys/user/list?pageSize=100');
      await get(
        '/sys/user/list?pageSize=100&superQueryParams=' +
          encodeURIComponent(
            encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'like', val: 'a' }])),
          ),
      );
      for (const id of userIds) {
        await get(`/sys/user/queryById?id=${id}`);
        await get(`/sys/user/queryUserRole?userid=${id}`);
      }
      await get('/sys/user/getCurrentUserDeparts');
      await send('PUT', '/sys/selectDepart', { orgCode: 'A01' });
      await get('/sys/loginLog/list?pageSize=100');
      // The table look-up names sys_user; asking for the hash column must not answer it.
      await get('/sys/dict/loadDict/sys_user,username,password_hash?pageSize=100');
      await get('/sys/dict/loadDict/sys_user,realname,username?pageSize=100');
      await get('/sys/dict/loadTreeData?tableName=sys_user&text=password_hash&code=id&pid=id');
      await get('/sys/user/exportXls');
      await get('/sys/user/exportXls?format=xlsx');
      await get(`/sys/user/exportXls?format=xlsx&selections=${userIds.join(',')}`);

      // The import answer (it names generated one-time passwords, never a stored hash).
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('s');
      sheet.addRow(['用户账号', '用户姓名']);
      sheet.addRow(['hashimport', '导入']);
      const body = multipart(
        {},
        { field: 'files[]', name: 'u.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) },
      );
      const imported = await t.app.inject({
        method: 'POST',
        url: '/sys/user/importExcel',
        headers: { 'x-access-token': await t.adminToken(), ...body.headers },
        payload: body.payload,
      });
      expect(imported.statusCode, imported.body).toBeLessThan(300);
      record('POST /sys/user/importExcel', imported.body, imported.json());
    });

    it('stores a hash for every account, so the check below has something to find', () => {
      expect(hashes.length).toBeGreaterThanOrEqual(4);
      for (const h of hashes) expect(h).toMatch(/^\$argon2id\$/);
      expect(answers.length).toBeGreaterThan(userIds.length * 2);
    });

    it('no answer contains a stored hash, an argon2 string or a password key', () => {
      const leaks: string[] = [];
      for (const a of answers) {
        if (a.text.includes('$argon2')) leaks.push(`${a.route}: $argon2`);
        for (const h of hashes) if (a.text.includes(h.slice(-22))) leaks.push(`${a.route}: a stored hash`);
        leaks.push(...secretKeys(a.json).map((k) => `${a.route}: ${k}`));
      }
      expect(leaks).toEqual([]);
    });

    it('the answers did carry the users (the routes were really read)', () => {
      const texts = (prefix: string) =>
        answers
          .filter((a) => a.route.startsWith(prefix))
          .map((a) => a.text)
          .join('\n');
      expect(texts('POST /sys/login')).toContain(t.seed.customer.username);
      expect(texts('GET /sys/user/list')).toContain('hashprobe');
      expect(texts('GET /sys/user/queryById')).toContain('探针二');
      expect(texts('GET /sys/user/exportXls')).toContain('hashprobe');
    });
  },
  () => ({ config: { dataDir: tempDataDir('hashes') } }),
);
