/**
 * Files across two instances: A and B on one PostgreSQL database, one Redis and
 * one S3 bucket (s3rver), each with a data folder of its own, as two machines behind a load
 * balancer. An upload through A downloads through B with the same bytes, name and permission
 * answers on both (the uploader's colleague and an admin get it, another company's customer 404);
 * an acceptance notice stored via A is served by B; a certificate PDF asked of B and of A is the
 * same certificate; a temporary upload deleted through B is gone for A and from the bucket.
 *
 * The certificate PDF is generated per request and pdfkit stamps each with its creation time, so
 * the two answers are compared by what they print (text and QR code), not by their bytes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { api, otherCompanyCustomer } from '../fixtures/crud-helpers';
import { multipart, PNG } from '../fixtures/multipart';
import { sameCompanyColleague } from './helpers/accounts';
import { qrTextsOfPdf, textOfPdf } from './helpers/pdf-qr';
import { insertProject } from './helpers/projects';
import { startPrivateS3, type PrivateBucket, type PrivateS3 } from './helpers/s3-server';
import { startSecondInstance, type SecondInstance } from './helpers/second-instance';
import { tempDataDir } from './helpers/suite';
import { createTestApp, type TestApp } from './helpers/test-app';

const BUCKET = 'certdesk-scale-out';
const BASE_URL = 'https://verify.certdesk.example';
/** More than one network read, to see large bytes come back whole through the other instance. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(512 * 1024, 0x41),
  Buffer.from('\n%%EOF\n'),
]);
const NOTICE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);

describe.runIf(!!process.env.DATABASE_URL && !!process.env.REDIS_URL)(
  'files across two instances on one PostgreSQL database, Redis and S3 bucket',
  () => {
    let s3: PrivateS3;
    let bucket: PrivateBucket;
    let t: TestApp;
    let second: SecondInstance | undefined;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const tokens = { customer: '', colleague: '', admin: '', other: '', staff: '' };
    let staffDivision: string | null = null;

    beforeAll(async () => {
      s3 = await startPrivateS3({ buckets: [BUCKET] });
      bucket = s3.bucket(BUCKET);
      t = await createTestApp('postgres', {
        config: { dataDir: tempDataDir('scale-a'), s3: bucket.config, publicBaseUrl: BASE_URL },
      });
      // B's own data folder: nothing can reach it through A's disk.
      second = await startSecondInstance(t, { dataDir: tempDataDir('scale-b') });
      a = t.app;
      b = second.app;
      const colleague = await sameCompanyColleague(a.db, DEMO_COMPANY_ID, 'scale');
      const other = await otherCompanyCustomer(a.db, 'scale-other');
      // Sessions start on A; B knows them from the shared database and Redis.
      tokens.customer = await t.login(t.seed.customer.username, t.seed.customer.password);
      tokens.colleague = await t.login(colleague.username, colleague.password);
      tokens.admin = await t.login(t.seed.admin.username, t.seed.admin.password);
      tokens.other = await t.login(other.username, other.password);
      tokens.staff = await t.login(t.seed.staff.username, t.seed.staff.password);
      staffDivision = (
        await a.db
          .selectFrom('sys_user')
          .select('division_id')
          .where('username', '=', t.seed.staff.username)
          .executeTakeFirstOrThrow()
      ).division_id;
    }, 120_000);

    afterAll(async () => {
      await second?.close();
      await t?.close();
      await s3?.close();
    });

    const upload = async (
      app: FastifyInstance,
      token: string,
      fields: Record<string, string>,
      file: { name: string; data: Buffer; type?: string },
    ) => {
      const body = multipart(fields, { field: 'file', ...file });
      const r = await app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { message: string }).message;
    };
    const get = (app: FastifyInstance, url: string, token: string) =>
      app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

    it('serves a file uploaded through A from B with the same bytes, name and permission answers', async () => {
      const path = await upload(
        a,
        tokens.customer,
        { biz: 'docs' },
        { name: '检验报告 2026.pdf', data: PDF },
      );
      expect(await bucket.keys()).toContain(path);

      const url = `/sys/common/static/${path}`;
      const fromA = await get(a, url, tokens.customer);
      const fromB = await get(b, url, tokens.customer);
      expect(fromA.statusCode).toBe(200);
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(PDF)).toBe(true);
      expect(fromB.headers['content-type']).toBe('application/pdf');
      expect(fromB.headers['content-length']).toBe(String(PDF.length));
      expect(String(fromB.headers['content-disposition'])).toContain(encodeURIComponent('检验报告 2026.pdf'));
      expect(fromB.headers['content-disposition']).toBe(fromA.headers['content-disposition']);

      for (const [who, expected] of [
        ['colleague', 200],
        ['admin', 200],
        ['other', 404],
        ['staff', 404],
      ] as const) {
        for (const [name, app] of [
          ['A', a],
          ['B', b],
        ] as const) {
          const r = await get(app, url, tokens[who]);
          expect(r.statusCode, `${who} on ${name}`).toBe(expected);
          if (expected === 200) expect(r.rawPayload.equals(PDF), `${who} on ${name}`).toBe(true);
        }
      }
    });

    it('serves an acceptance notice stored via A from B, to its company only', async () => {
      const projectId = await insertProject(a.db, {
        companyId: DEMO_COMPANY_ID,
        divisionId: staffDivision,
        stageCode: 'review',
      });
      const noticeFile = await upload(
        a,
        tokens.staff,
        { biz: 'notice', entity: 'isps_project_notice', field: 'noticeFile' },
        { name: '受理告知书.pdf', data: NOTICE, type: 'application/pdf' },
      );
      const added = await api(a, tokens.staff).send('POST', '/isps/project/notice/add', {
        projectId,
        noticeFile,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(await bucket.keys()).toContain(noticeFile);

      const url = `/isps/project/notice/download?projectId=${projectId}`;
      const fromB = await get(b, url, tokens.customer);
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(NOTICE)).toBe(true);
      expect(fromB.headers['content-disposition']).toBe(
        `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('受理告知书.pdf')}`,
      );
      expect((await get(b, url, tokens.colleague)).rawPayload.equals(NOTICE)).toBe(true);
      expect((await get(b, url, tokens.other)).statusCode).toBe(404);
      expect((await get(a, url, tokens.other)).statusCode).toBe(404);
    });

    it('answers the same certificate PDF on B and on A', async () => {
      const projectId = await insertProject(a.db, {
        companyId: DEMO_COMPANY_ID,
        divisionId: staffDivision,
        stageCode: 'decision',
        decisionDate: '2025-12-01',
      });
      const issued = await api(a, tokens.staff).send('POST', '/isps/certificate/issue', {
        projectId,
        issueDate: todayIso(),
        standard: 'GB/T 19001-2016 / ISO 9001:2015',
        scope: '软件开发与服务',
      });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const cert = issued.body.result as { id: string; certificateNo: string };

      const url = `/isps/certificate/pdf/${cert.id}`;
      const onB = await get(b, url, tokens.customer);
      const onA = await get(a, url, tokens.customer);
      const printed = [];
      for (const r of [onB, onA]) {
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toBe('application/pdf');
        expect(r.headers['content-disposition']).toContain(`${cert.certificateNo}.pdf`);
        const pdf = new Uint8Array(r.rawPayload);
        printed.push({ text: await textOfPdf(pdf), qr: await qrTextsOfPdf(pdf) });
      }
      expect(printed[0]!.text).toContain(cert.certificateNo);
      expect(printed[0]!.qr).toEqual([
        expect.stringContaining(`${BASE_URL}/verify?no=${cert.certificateNo}&token=`),
      ]);
      expect(printed[1]).toEqual(printed[0]);
      expect((await get(b, url, tokens.other)).statusCode).toBe(404);
    });

    it('removes a temporary upload deleted through B, for A and from the bucket', async () => {
      const path = await upload(a, tokens.customer, { biz: 'temp' }, { name: 'gone.png', data: PNG });
      expect((await get(a, `/sys/common/static/${path}`, tokens.customer)).statusCode).toBe(200);
      const deleted = await b.inject({
        method: 'DELETE',
        url: `/sys/common/upload?path=${encodeURIComponent(path)}`,
        headers: { 'x-access-token': tokens.customer },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await bucket.keys()).not.toContain(path);
      expect((await get(a, `/sys/common/static/${path}`, tokens.customer)).statusCode).toBe(404);
      expect((await get(b, `/sys/common/static/${path}`, tokens.customer)).statusCode).toBe(404);
    });
  },
);
