/**
 * Files in S3-compatible object storage, on an S3 server of the test's own (s3rver):
 * uploads land in the bucket and nowhere on disk, download with the same bytes, name and
 * permission answers; a record that rolls back leaves no object (an upload over the quota, a
 * database sync that fails after its backup was streamed); the clean-up removes objects
 * without a row; an unreachable or hanging store answers 503 quickly and recovers by itself; and
 * `npm run files:to-s3` copies an install's files once, however often it runs.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf } from '../../src/server/auth/authenticate';
import { loose } from '../../src/server/modules/crud/loose-db';
import { applySync, SyncFailed } from '../../src/server/modules/online/sync/apply';
import { planDropTable, planSync, type SyncPlan } from '../../src/server/modules/online/sync/plan';
import { cleanupTemporaryFiles } from '../../src/server/modules/upload/temp-files';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { otherCompanyCustomer } from '../fixtures/crud-helpers';
import { multipart, PNG } from '../fixtures/multipart';
import { sameCompanyColleague } from './helpers/accounts';
import { startPrivateS3, type PrivateBucket, type PrivateS3 } from './helpers/s3-server';
import { tempDataDir, useTestApp } from './helpers/suite';
import { backends } from './helpers/test-app';
import { entityOf, text } from './helpers/sync-entities';
import { tempDir } from '../setup/temp-dirs';

const run = promisify(execFile);
/** Far below a hung request, above a busy machine's scheduling: two 2 s attempts and a back-off. */
const QUICK_MS = 8_000;
/** A PDF several times the SDK's part size would be if streamed, to see large bytes come back whole. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(6 * 1024 * 1024, 0x41),
  Buffer.from('\n%%EOF'),
]);

let s3: PrivateS3;
let dataDir = '';

beforeAll(async () => {
  s3 = await startPrivateS3({
    buckets: ['certdesk-pglite', 'certdesk-postgres', 'certdesk-move'],
    // The client's idle limit: a hang is seen within it, and a healthy 6 MB upload to the S3 server
    // in this test's own process is not cut off while two test suites load the machine (1 s was).
    timeoutMs: 2_000,
  });
}, 60_000);

afterAll(async () => {
  await s3?.close();
});

describe.each(backends('one'))('files in S3 (%s)', (backend) => {
  // A bucket per installation: each suite's clean-up sees only its own objects.
  const bucket = (): PrivateBucket => s3.bucket(`certdesk-${backend}`);
  const t = useTestApp(backend, () => ({
    config: {
      dataDir: (dataDir = tempDataDir('s3')),
      s3: bucket().config,
      uploadQuotaBytes: PDF.length + 2_000,
    },
  }));
  let customer = '';

  beforeAll(async () => {
    customer = await t.login(t.seed.customer.username, t.seed.customer.password);
  });

  const upload = async (name: string, data: Buffer, token = customer, lang = 'zh-CN') => {
    const body = multipart({ biz: 'docs' }, { field: 'file', name, data });
    const r = await t.app.inject({
      method: 'POST',
      url: '/sys/common/upload',
      headers: { 'x-access-token': token, 'accept-language': lang, ...body.headers },
      payload: body.payload,
    });
    return { status: r.statusCode, body: r.json() as { success: boolean; message: string } };
  };
  const download = (path: string, token: string, lang = 'zh-CN') =>
    t.app.inject({
      method: 'GET',
      url: `/sys/common/static/${path}`,
      headers: { 'x-access-token': token, 'accept-language': lang },
    });

  it('stores an upload in the bucket only and serves the same bytes, name and permission answers', async () => {
    const r = await upload('检验报告 2026.pdf', PDF);
    expect(r.status).toBe(200);
    const path = r.body.message;
    expect(await bucket().keys()).toContain(path);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
    expect((await bucket().bytes(path)).equals(PDF)).toBe(true);

    const read = await download(path, customer);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-length']).toBe(String(PDF.length));
    expect(String(read.headers['content-disposition'])).toContain(encodeURIComponent('检验报告 2026.pdf'));
    expect(read.rawPayload.equals(PDF)).toBe(true);

    const colleague = await sameCompanyColleague(t.app.db, DEMO_COMPANY_ID);
    expect(
      (await download(path, await t.login(colleague.username, colleague.password))).rawPayload.equals(PDF),
    ).toBe(true);
    const other = await otherCompanyCustomer(t.app.db, 's3-other');
    expect((await download(path, await t.login(other.username, other.password))).statusCode).toBe(404);
    expect(
      (await download(path, await t.login(t.seed.staff.username, t.seed.staff.password))).statusCode,
    ).toBe(404);
    expect((await download(path, await t.adminToken())).statusCode).toBe(200);
  });

  it('streams an upload of several parts into the bucket and removes it when its record is refused', async () => {
    // Two parts of the multi-part upload, within the size limit, over this suite's quota: its row is refused.
    const large = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const before = await bucket().keys();
    const refused = await upload('large scan.pdf', large);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('配额');
    expect(await bucket().keys()).toEqual(before);
  });

  it('removes the object again when its record is rolled back (over the quota)', async () => {
    const admin = await t.adminToken();
    expect((await upload('a.pdf', PDF, admin)).status).toBe(200);
    const before = await bucket().keys();
    const refused = await upload('b.pdf', PDF, admin);
    expect(refused.status).toBe(413);
    expect(await bucket().keys()).toEqual(before);
  });

  it('deletes a temporary upload from the bucket, and the clean-up removes objects no row names', async () => {
    const { message: path } = (await upload('gone.png', PNG)).body;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/sys/common/upload?path=${encodeURIComponent(path)}`,
      headers: { 'x-access-token': customer },
    });
    expect(del.statusCode).toBe(200);
    expect(await bucket().keys()).not.toContain(path);

    // An object whose row never came (the process died in between), and one the app did not generate.
    const orphan = `docs/20260101/${'ab'.repeat(16)}.png`;
    const foreign = 'backups/readme.txt';
    await bucket().store.put(orphan, PNG, 'image/png');
    await bucket().store.put(foreign, Buffer.from('kept'), 'text/plain');
    const { message: kept } = (await upload('kept.png', PNG)).body;
    await t.app.db
      .updateTable('sys_file')
      .set({ referenced_at: new Date() })
      .where('path', '=', kept)
      .execute();
    await cleanupTemporaryFiles(t.app, new Date(Date.now() + 2 * 86_400_000));
    const keys = await bucket().keys();
    expect(keys).not.toContain(orphan);
    expect(keys).toContain(foreign);
    expect(keys).toContain(kept);
    await bucket().store.delete(foreign);
  });

  it('streams a sync backup into the bucket, and a sync that fails keeps no backup object', async () => {
    const admin = await sessionUserOf(t.app, await t.adminToken());
    const apply = (plan: SyncPlan, confirm: string[] = []) =>
      applySync(t.app.db, plan, { confirm, files: t.app, user: admin! });
    await apply(
      await planSync(t.app, t.app.db, {
        entity: entityOf('s3_sync', { subject: text(100), keep: text(20) }),
      }),
    );
    await loose(t.app.db)
      .insertInto('s3_sync')
      .values({ id: 'r1', subject: 'x'.repeat(50), keep: '保留' })
      .execute();

    const before = await bucket().keys();
    // Narrowing to 10 fails on the 50-character value, after the backup was written.
    const narrow = await planSync(t.app, t.app.db, { entity: entityOf('s3_sync', { subject: text(10) }) });
    await expect(apply(narrow, ['subject', 'keep'])).rejects.toBeInstanceOf(SyncFailed);
    expect(await bucket().keys()).toEqual(before);

    const done = await apply(await planDropTable(t.app, t.app.db, 's3_sync'), ['s3_sync']);
    expect(await bucket().keys()).toContain(done.backupPath);
    const read = await download(done.backupPath!, await t.adminToken());
    expect(read.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(read.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[]).slice(1)));
    expect(cells).toEqual(expect.arrayContaining(['id', 'subject', 'keep', 'r1', '保留']));
  });

  it('answers 503 quickly while the store is down or hangs, and serves again when it is back', async () => {
    const { message: path } = (await upload('outage.png', PNG)).body;
    await s3.stop();
    try {
      let started = performance.now();
      const down = await download(path, customer);
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('文件存储暂时无法连接，请稍后重试');
      expect(down.headers['content-disposition']).toBeUndefined();
      const refused = await upload('x.png', PNG, customer, 'en-US');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        'The file storage cannot be reached right now, please try again shortly',
      );

      const notReady = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().result.checks).toMatchObject({ database: 'up', storage: 'down' });

      await s3.hang();
      started = performance.now();
      const hung = await download(path, customer, 'en-US');
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
      expect(hung.statusCode).toBe(503);
      started = performance.now();
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
    } finally {
      await s3.start();
    }
    const back = await download(path, customer);
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().result.checks.storage).toBe('up');
    expect(back.rawPayload.equals(PNG)).toBe(true);
  }, 30_000);
});

it('files:to-s3 copies an install into the bucket once, however often it runs', async () => {
  const install = tempDir('certdesk-move-');
  const files = {
    [`licence/20250101/${'1'.repeat(32)}.png`]: PNG,
    [`db-backup/20250102/${'2'.repeat(32)}.xlsx`]: Buffer.alloc(70_000, 3),
  };
  for (const [key, data] of Object.entries(files)) {
    mkdirSync(join(install, 'files', key, '..'), { recursive: true });
    writeFileSync(join(install, 'files', key), data);
  }
  const move = s3.bucket('certdesk-move');
  const env = {
    ...process.env,
    DATA_DIR: install,
    ...move.env,
  };
  const command = () =>
    run(process.execPath, ['--import', 'tsx', 'scripts/files-to-s3.ts'], { env, cwd: process.cwd() });

  const first = await command();
  expect(first.stdout).toContain('copied 2 files (70');
  expect(first.stdout).toContain('skipped 0 already in the bucket, failed 0');
  for (const [key, data] of Object.entries(files)) expect((await move.bytes(key)).equals(data)).toBe(true);

  const second = await command();
  expect(second.stdout).toContain('copied 0 files (0 bytes), skipped 2 already in the bucket, failed 0');
  // The local files stay: the install keeps working until it is started with the S3 settings.
  expect(readdirSync(join(install, 'files'))).toHaveLength(2);
}, 60_000);
