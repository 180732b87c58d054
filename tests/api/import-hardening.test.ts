/**
 * Hostile uploads and patterns: a truncated multipart body answers every importExcel route with
 * the upload's own 400; an online form's validation pattern runs on a linear-time engine (a value
 * of thousands of characters against a polynomially backtracking pattern is answered at once) and
 * the designer refuses what that engine cannot run; a spreadsheet wider than the entity is refused
 * for its cell count before it is parsed, and columns without a field are never read.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';
import { addDefinition, backendSuffix, cgField, publishAndSync, xlsxOf } from './helpers/online-forms';
import { api, createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';
import { runtimeEntity } from '../../src/server/modules/schema/registry';

const API = '/online/cgform/api';
/** Seven greedy \w* before a character the value lacks: polynomial backtracking (n^7) on a backtracking engine. */
const BACKTRACKING = '^\\w*\\w*\\w*\\w*\\w*\\w*\\w*!$';
const MAX_ROWS = 50;

/** A body cut inside the file part: no closing boundary (busboy's "Unexpected end of form"). */
function truncatedBody(field: string, fileName: string): { payload: string; contentType: string } {
  const boundary = '----truncated';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\nPK\x03\x04 partial`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A sheet of `rows` data rows under the header 名称, 编码, each row also filling `extra` columns without a header. */
async function wideSheet(rows: number, extra: number, tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  sheet.addRow(['名称', '编码']);
  for (let r = 0; r < rows; r++)
    sheet.addRow([`w${r}`, `${tag}-${r}`, ...Array.from({ length: extra }, (_, c) => c + r)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeOnOneBackend(
  'Import and pattern hardening',
  (t) => {
    let token = '';
    let admin: Api;
    let code = '';

    beforeAll(async () => {
      await createDemoTable(t.app);
      token = await t.adminToken();
      admin = api(t.app, token);
      code = `ih_${backendSuffix(t.backend)}`;
      const id = await addDefinition(t.admin, {
        head: { tableName: code, tableTxt: '正则校验', tableType: 1 },
        fields: [
          cgField('f_text', '文本', {
            dbLength: 4000,
            fieldValidType: BACKTRACKING,
            fieldValidMsg: '须以感叹号结尾',
          }),
        ],
        indexs: [],
      });
      await publishAndSync(t.admin, id);
    }, 120_000);

    const post = async (url: string, payload: string | Buffer, contentType: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-access-token': token, 'content-type': contentType },
        payload,
      });
      return {
        status: r.statusCode,
        body: r.json() as { success: boolean; message: string; result: Record<string, unknown> },
      };
    };
    const importFile = async (url: string, name: string, data: Buffer) => {
      const body = multipart({}, { field: 'files[]', name, data });
      return post(url, body.payload, body.headers['content-type']);
    };
    const count = async (codes: string) =>
      (await admin.get(`/demo/item/list?code=${codes}`)).body.result.total as number;

    /** Every importExcel route the app registered, with the published form's code in the parameterised ones. */
    function importRoutes(): string[] {
      const registered = t.app.routeAccessInventory
        .filter(
          (r) => r.method === 'POST' && (r.url.endsWith('/importExcel') || r.url.includes('/importXls/')),
        )
        .map((r) => r.url.replace(':code', code));
      // Runtime entities (published forms) answer under one dispatch route, at their x-api.
      const runtime = `${String(runtimeEntity(t.app, code)!.schema['x-api'])}/importExcel`;
      return [...new Set([...registered, runtime])];
    }

    it('answers a truncated multipart body with the upload’s 400 on every importExcel route', async () => {
      const upload = truncatedBody('file', 'a.png');
      const uploaded = await post('/sys/common/upload', upload.payload, upload.contentType);
      expect(uploaded.status).toBe(400);
      expect(uploaded.body.message).toContain('上传失败');
      const routes = importRoutes();
      // The bundled entities' routes, the online API's importXls/:code and the runtime dispatch.
      expect(routes.length).toBeGreaterThan(3);
      expect(routes).toEqual(expect.arrayContaining([`${API}/importXls/${code}`, '/demo/item/importExcel']));
      for (const url of routes) {
        const body = truncatedBody('files[]', 'a.xlsx');
        const r = await post(url, body.payload, body.contentType);
        expect(r.status, url).toBe(400);
        expect(r.body, url).toMatchObject({ success: false, message: uploaded.body.message });
      }
    });

    it('answers a value of thousands of characters against a polynomially backtracking pattern, on write and on import', async () => {
      const long = 'a'.repeat(3000);
      const refused = await t.admin.send('POST', `${API}/form/${code}`, { fText: long });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('须以感叹号结尾');
      const accepted = await t.admin.send('POST', `${API}/form/${code}`, { fText: `${'b'.repeat(3000)}!` });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

      const imported = await importFile(
        `${API}/importXls/${code}`,
        'p.xlsx',
        await xlsxOf([['文本'], [long], ['ok!']]),
      );
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect(imported.body.result).toMatchObject({ written: 1, refused: 1 });
    });

    it('refuses in the designer a pattern the linear-time engine cannot run (lookaround, back references)', async () => {
      for (const pattern of ['^(?=.*\\d)\\w+$', '^(?!x)\\w+$', '(?<=a)b', '^(a)\\1$']) {
        const r = await t.admin.send('POST', `${API}/addAll`, {
          head: { tableName: `${code}_bad`, tableTxt: '断言', tableType: 1 },
          fields: [cgField('f_x', '值', { fieldValidType: pattern, fieldValidMsg: '不对' })],
          indexs: [],
        });
        expect(r.status, pattern).toBe(422);
        expect(r.body.result, pattern).toEqual([
          { field: 'fields[0].fieldValidType', message: expect.stringContaining('前后断言') },
        ]);
      }
    });

    it('refuses a spreadsheet with more cells than rows × the entity’s columns before parsing it, naming the limit', async () => {
      const r = await importFile('/demo/item/importExcel', 'wide.xlsx', await wideSheet(5, 2000, 'WIDE'));
      expect(r.status).toBe(413);
      const [, limit, rows, columns] = /超过(\d+)个单元格（最多(\d+)行×(\d+)列）/.exec(r.body.message) ?? [];
      expect(Number(rows)).toBe(MAX_ROWS);
      expect(Number(limit)).toBe((MAX_ROWS + 1) * Number(columns));
      expect(await count('WIDE-0')).toBe(0);
    });

    it('reads only the columns whose header names a field: a huge cell without a header does not matter', async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('s');
      sheet.addRow(['名称', '编码']);
      sheet.addRow(['n1', 'COLS-1', 'x'.repeat(40_000)]);
      sheet.addRow(['n2', 'COLS-2', 7]);
      const r = await importFile(
        '/demo/item/importExcel',
        'cols.xlsx',
        Buffer.from(await book.xlsx.writeBuffer()),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({ written: 2, refused: 0 });
      expect(await count('COLS-1,COLS-2')).toBe(2);
    });
  },
  () => ({
    ...DEMO_SCHEMAS,
    config: { dataDir: tempDataDir('import-hardening'), importMaxRows: MAX_ROWS },
  }),
);
