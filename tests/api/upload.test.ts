/** Upload and download (S20, S21, S23 closed): biz folder, content sniffing, size limits, who may read. */
import { beforeAll, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { otherCompanyCustomer } from '../fixtures/crud-helpers';
import { multipart, PNG } from '../fixtures/multipart';
import { sameCompanyColleague } from './helpers/accounts';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

let dataDir = '';

describeOnOneBackend(
  'upload and static files',
  (t) => {
    let customer = '';

    beforeAll(async () => {
      customer = await t.login(t.seed.customer.username, t.seed.customer.password);
    });

    const upload = async (fields: Record<string, string>, name: string, data: Buffer, token = customer) => {
      const body = multipart(fields, { field: 'file', name, data, type: 'image/png' });
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() as { success: boolean; message: string } };
    };
    const download = (path: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${path}`,
        headers: { 'x-access-token': token },
      });

    it('stores a png under a generated name and answers its path', async () => {
      const r = await upload({ biz: 'licence' }, 'my licence.png', PNG);
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      expect(r.body.message).toMatch(/^licence\/\d{8}\/[0-9a-f]{32}\.png$/);
      expect(existsSync(join(dataDir, 'files', r.body.message))).toBe(true);
      const d = await download(r.body.message, customer);
      expect(d.statusCode).toBe(200);
      expect(d.headers['x-content-type-options']).toBe('nosniff');
      expect(d.headers['content-type']).toBe('image/png');
      expect(String(d.headers['content-disposition'])).toContain(encodeURIComponent('my licence.png'));
      expect(d.rawPayload.equals(PNG)).toBe(true);
    });

    it.each(['../x', '..', 'a/b', 'x%2F..', 'a'.repeat(33), 'import-errors'])(
      'refuses biz=%s',
      async (biz) => {
        const r = await upload({ biz }, 'a.png', PNG);
        expect(r.status).toBe(400);
        expect(r.body.message).toContain('上传失败！');
      },
    );

    it.each([
      ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['html', '<!doctype html><script>alert(document.cookie)</script>'],
      ['js', 'fetch("/sys/user/list")'],
    ])('refuses %s disguised as png', async (_kind, content) => {
      expect((await upload({}, 'pic.png', Buffer.from(content))).status).toBe(400);
    });

    it('refuses executables and an oversized file', async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
      expect((await upload({}, 'a.png', elf)).status).toBe(400);
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      expect((await upload({}, 'big.png', big)).status).toBe(413);
    });

    it("applies a field's own accept and maxSize", async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100)]);
      expect((await upload({ entity: 'sys_user', field: 'avatar' }, 'a.pdf', pdf)).status).toBe(400);
      expect((await upload({}, 'a.pdf', pdf)).status).toBe(200);
      expect((await upload({ entity: 'sys_user', field: 'avatar' }, 'a.png', PNG)).status).toBe(200);
      expect(
        (
          await upload(
            { entity: 'sys_user', field: 'avatar' },
            'a.png',
            Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]),
          )
        ).status,
      ).toBe(413);
      expect((await upload({ entity: 'sys_user', field: 'password' }, 'a.png', PNG)).status).toBe(200);
      expect((await upload({ entity: 'ghost', field: 'x' }, 'a.png', PNG)).status).toBe(400);
    });

    it('lets the uploader, the same company and admins read; another company and path tricks get 404', async () => {
      const { message: path } = (await upload({ biz: 'docs' }, 'a.png', PNG)).body;
      const other = await otherCompanyCustomer(t.app.db);
      expect((await download(path, await t.login(other.username, other.password))).statusCode).toBe(404);
      expect((await download(path, await t.adminToken())).statusCode).toBe(200);
      // Another user of the uploader's company (not the uploader, not an admin) reads the file.
      const colleague = await sameCompanyColleague(t.app.db, DEMO_COMPANY_ID);
      const read = await download(path, await t.login(colleague.username, colleague.password));
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PNG)).toBe(true);
      // ...while staff, who are not of the company and not admins, do not.
      expect(
        (await download(path, await t.login(t.seed.staff.username, t.seed.staff.password))).statusCode,
      ).toBe(404);
      expect((await download('../../../../etc/passwd', customer)).statusCode).toBe(404);
      expect((await download('docs/..%2F..%2F..%2Fetc%2Fpasswd', customer)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/sys/common/static/${path}` })).statusCode).toBe(401);
    });
  },
  () => ({ config: { dataDir: (dataDir = tempDataDir('upload')) } }),
);
