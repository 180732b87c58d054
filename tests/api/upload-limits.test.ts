/**
 * Uploads: a per-user rate limit and quota of temporary bytes, deleting one's own
 * temporary files (never another user's, never a file a record holds), and the cleanup of
 * temporary files no record references once they are older than a day.
 */
import { beforeAll, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';
import { multipart, PNG } from '../fixtures/multipart';
import { cleanupTemporaryFiles } from '../../src/server/modules/upload/temp-files';
import { buildApp } from '../../src/server/app';

interface Answer {
  status: number;
  body: { success: boolean; message: string; code: number };
}

function client(t: AppUnderTest) {
  const upload = async (token: string, data: Buffer = PNG, language = 'zh-CN'): Promise<Answer> => {
    const body = multipart({ biz: 'temp' }, { field: 'file', name: 'a.png', data, type: 'image/png' });
    const r = await t.app.inject({
      method: 'POST',
      url: '/sys/common/upload',
      headers: { 'x-access-token': token, 'accept-language': language, ...body.headers },
      payload: body.payload,
    });
    return { status: r.statusCode, body: r.json() };
  };
  const remove = async (token: string, path: string): Promise<Answer> => {
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/sys/common/upload?path=${encodeURIComponent(path)}`,
      headers: { 'x-access-token': token },
    });
    return { status: r.statusCode, body: r.json() };
  };
  /** Stores the path as the user's avatar through the generic CRUD edit, as the user form does. */
  const storeAsAvatar = async (adminToken: string, username: string, path: string): Promise<void> => {
    const user = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'realname'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const payload = { id: user.id, realname: user.realname, avatar: path };
    const r = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/edit',
      headers: { 'x-access-token': adminToken },
      payload,
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  const fileRow = (path: string) =>
    t.app.db
      .selectFrom('sys_file')
      .select(['id', 'referenced_at'])
      .where('path', '=', path)
      .executeTakeFirst();
  return { upload, remove, storeAsAvatar, fileRow };
}

describeOnOneBackend(
  'upload rate limit per user',
  (t) => {
    it('answers 429 with a clear message after the limit, for that user only', async () => {
      const { upload } = client(t);
      const customer = await t.login(t.seed.customer.username, t.seed.customer.password);
      const staff = await t.login(t.seed.staff.username, t.seed.staff.password);
      for (let i = 0; i < 3; i += 1) expect((await upload(customer)).status).toBe(200);
      const refused = await upload(customer);
      expect(refused.status).toBe(429);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toBe('上传失败！ 上传过于频繁，请稍后再试');
      expect((await upload(customer, PNG, 'en-US')).body.message).toBe(
        'Upload failed! Too many uploads, please try again later',
      );
      // Another user is not held back by the first one's uploads.
      expect((await upload(staff)).status).toBe(200);
      const stored = await t.app.db.selectFrom('sys_file').select('id').execute();
      expect(stored).toHaveLength(4);
    });
  },
  () => ({ config: { dataDir: tempDataDir('h11-rate'), uploadRateLimit: 3 } }),
);

/** The data folder of the running quota suite (set when its app starts, one per backend). */
let dataDir = '';

describeOnOneBackend(
  'upload quota, delete and cleanup',
  (t) => {
    let admin = '';
    let customer = '';
    let staff = '';
    const onDisk = (path: string) => existsSync(join(dataDir, 'files', path));

    beforeAll(async () => {
      admin = await t.adminToken();
      customer = await t.login(t.seed.customer.username, t.seed.customer.password);
      staff = await t.login(t.seed.staff.username, t.seed.staff.password);
    });

    it('refuses an upload past the quota with 413 in both languages; a file a record stores frees its bytes', async () => {
      const { upload, storeAsAvatar, fileRow } = client(t);
      const first = await upload(customer);
      expect(first.status).toBe(200);
      expect((await upload(customer)).status).toBe(200);
      const over = await upload(customer);
      expect(over.status).toBe(413);
      // The quota is PNG.length * 2 + 10 = 204 bytes.
      expect(over.body.message).toBe('上传失败！ 临时文件已超过0.2KB配额，请删除不再需要的文件后再试');
      expect((await upload(customer, PNG, 'en-US')).body.message).toBe(
        'Upload failed! Your temporary files exceed the 0.2KB quota; delete files you no longer need and try again',
      );
      const customerId = (
        await t.app.db
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', t.seed.customer.username)
          .executeTakeFirstOrThrow()
      ).id;
      // The refused uploads left neither a row nor a file behind.
      expect(
        await t.app.db.selectFrom('sys_file').select('id').where('user_id', '=', customerId).execute(),
      ).toHaveLength(2);
      expect(readdirSync(join(dataDir, 'files', first.body.message, '..'))).toHaveLength(2);
      // Other users have their own quota.
      expect((await upload(staff)).status).toBe(200);

      await storeAsAvatar(admin, t.seed.customer.username, first.body.message);
      expect((await fileRow(first.body.message))?.referenced_at).toBeInstanceOf(Date);
      expect((await upload(customer)).status).toBe(200);
    });

    it('counts parallel uploads one after the other: they cannot overshoot the quota together', async () => {
      const { upload } = client(t);
      const answers = await Promise.all(Array.from({ length: 5 }, () => upload(admin)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 413, 413, 413]);
      const adminId = (
        await t.app.db
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', t.seed.admin.username)
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        await t.app.db.selectFrom('sys_file').select('id').where('user_id', '=', adminId).execute(),
      ).toHaveLength(2);
    });

    it("deletes one's own temporary file; another user's, a referenced or an unknown one is 404", async () => {
      const { upload, remove, storeAsAvatar, fileRow } = client(t);
      await t.app.db.deleteFrom('sys_file').where('referenced_at', 'is', null).execute();
      const own = (await upload(staff)).body.message;
      expect(onDisk(own)).toBe(true);

      expect((await remove(customer, own)).status).toBe(404);
      expect((await remove(admin, own)).status).toBe(404);
      expect(onDisk(own)).toBe(true);
      expect((await remove(staff, 'temp/20990101/ffffffffffffffffffffffffffffffff.png')).status).toBe(404);
      expect((await remove(staff, '../../etc/passwd')).status).toBe(404);

      const gone = await remove(staff, own);
      expect(gone.status).toBe(200);
      expect(gone.body.success).toBe(true);
      expect(onDisk(own)).toBe(false);
      expect(await fileRow(own)).toBeUndefined();
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/sys/common/static/${own}`,
            headers: { 'x-access-token': staff },
          })
        ).statusCode,
      ).toBe(404);
      expect((await remove(staff, own)).status).toBe(404);

      // Stored through the CRUD: permanent.
      const kept = (await upload(staff)).body.message;
      await storeAsAvatar(admin, t.seed.staff.username, kept);
      expect((await remove(staff, kept)).status).toBe(404);
      expect(onDisk(kept)).toBe(true);

      // Stored in a record without the CRUD (no mark): still found in the image column and kept.
      const direct = (await upload(staff)).body.message;
      await t.app.db
        .updateTable('sys_user')
        .set({ avatar: direct })
        .where('username', '=', t.seed.staff.username)
        .execute();
      expect((await remove(staff, direct)).status).toBe(404);
      expect(onDisk(direct)).toBe(true);
      expect((await fileRow(direct))?.referenced_at).toBeInstanceOf(Date);
    });

    it('removes temporary files older than a day that no record references, and only those', async () => {
      const { upload, storeAsAvatar, fileRow } = client(t);
      await t.app.db.deleteFrom('sys_file').where('referenced_at', 'is', null).execute();
      const old = (await upload(customer)).body.message;
      const viaCrud = (await upload(customer)).body.message;
      await storeAsAvatar(admin, t.seed.customer.username, viaCrud);
      const viaColumn = (await upload(staff)).body.message;
      await t.app.db
        .updateTable('sys_user')
        .set({ avatar: viaColumn })
        .where('username', '=', t.seed.staff.username)
        .execute();
      const fresh = (await upload(staff)).body.message;

      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
      await t.app.db
        .updateTable('sys_file')
        .set({ create_time: twoDaysAgo })
        .where('path', 'in', [old, viaCrud, viaColumn])
        .execute();

      expect(await cleanupTemporaryFiles(t.app)).toBe(1);
      expect(onDisk(old)).toBe(false);
      expect(await fileRow(old)).toBeUndefined();
      for (const path of [viaCrud, viaColumn, fresh]) {
        expect(onDisk(path)).toBe(true);
        expect(await fileRow(path)).toBeDefined();
      }
      expect((await fileRow(viaColumn))?.referenced_at).toBeInstanceOf(Date);
      // A day later the fresh one goes too; the referenced ones never do.
      expect(await cleanupTemporaryFiles(t.app, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
      expect(onDisk(fresh)).toBe(false);
      expect(onDisk(viaCrud) && onDisk(viaColumn)).toBe(true);
    });

    it('cleans once when an instance starts, before any hourly run', async () => {
      const { upload, fileRow } = client(t);
      const old = (await upload(staff)).body.message;
      await t.app.db
        .updateTable('sys_file')
        .set({ create_time: new Date(Date.now() - 2 * 86_400_000) })
        .where('path', '=', old)
        .execute();
      // A second instance on the same database, as after a restart; closing it waits for its cleanup.
      const second = await buildApp(t.app.config, {
        database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
        redis: null,
        logger: false,
      });
      await second.ready();
      await second.close();
      expect(await fileRow(old)).toBeUndefined();
      expect(onDisk(old)).toBe(false);
    });
    // Two PNGs fit, a third does not.
  },
  () => ({
    config: { dataDir: (dataDir = tempDataDir('h11-quota')), uploadQuotaBytes: PNG.length * 2 + 10 },
  }),
);
