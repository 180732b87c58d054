/**
 * The certificate PDF's digital signature (PAdES), checked the way a reader would: poppler's pdfsig
 * on the downloaded file. Untouched it is valid and names its signer; one byte changed breaks it.
 * Without CERT_SIGN_P12 the install's self-signed key signs (kept in the database, so a restart or a
 * second instance signs with the same one); with it, the configured body's certificate does; a
 * wrong password or unreadable file stops the start with a message naming the setting.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { signingIdentity } from '../../src/server/signing/signing-identity';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import { decisionProjectFor } from './helpers/projects';
import { describeOnOneBackend, type SuiteApp } from './helpers/suite';
import { tempDir } from '../setup/temp-dirs';

const work = tempDir('certdesk-sign-');
const P12_PASSWORD = 'p12-Secret#1';
const BODY_CN = 'Test Certification Body Signing';

/** A PKCS#12 made as the README tells an operator to (OpenSSL's defaults: AES-256, PBKDF2). */
function makeP12(): string {
  const key = join(work, 'key.pem');
  const cert = join(work, 'cert.pem');
  const p12 = join(work, 'body.p12');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      `/CN=${BODY_CN}/O=Test Certification Body`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  execFileSync(
    'openssl',
    ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', `pass:${P12_PASSWORD}`],
    { stdio: 'ignore' },
  );
  return p12;
}
const p12File = makeP12();

/** pdfsig's report on a PDF (it answers on stdout whatever the verdict). */
function pdfsig(pdf: Buffer, name: string): string {
  const file = join(work, name);
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return `${run.stdout}${run.stderr}`;
}

/** Issues a certificate to the demo customer and downloads its PDF as that customer. */
async function issuedPdf(t: SuiteApp): Promise<{ pdf: Buffer; certificateNo: string }> {
  const project = await decisionProjectFor(
    t.app.db,
    { customer: t.seed.customer.username, staff: t.seed.staff.username },
    '2025-12-01',
  );
  const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
  const issued = await staff.send('POST', '/isps/certificate/issue', {
    projectId: project,
    issueDate: todayIso(),
    standard: 'GB/T 19001-2016 / ISO 9001:2015',
    scope: '软件开发与服务',
  });
  expect(issued.status).toBe(200);
  const cert = issued.body.result as { id: string; certificateNo: string };
  const token = await t.login(t.seed.customer.username, t.seed.customer.password);
  const r = await t.app.inject({
    method: 'GET',
    url: `/isps/certificate/pdf/${cert.id}`,
    headers: { 'x-access-token': token },
  });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return { pdf: r.rawPayload, certificateNo: cert.certificateNo };
}

/** A copy whose certificate number in the document's title has one digit changed. */
function tampered(pdf: Buffer, certificateNo: string): Buffer {
  const at = pdf.indexOf(`(Certificate ${certificateNo})`, 0, 'latin1');
  expect(at).toBeGreaterThan(0);
  const copy = Buffer.from(pdf);
  const digit = at + `(Certificate ${certificateNo}`.length - 1;
  copy[digit] = copy[digit] === 0x31 ? 0x32 : 0x31;
  expect(copy.equals(pdf)).toBe(false);
  return copy;
}

describeOnOneBackend('certificate PDF signature, self-signed', (t) => {
  it('is valid untouched, names its signer, and shows a digest mismatch once one byte changes', async () => {
    const { pdf, certificateNo } = await issuedPdf(t);
    const report = pdfsig(pdf, `self-${t.backend}.pdf`);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: CertDesk certificate signing (self-signed)');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');

    const broken = pdfsig(tampered(pdf, certificateNo), `self-${t.backend}-changed.pdf`);
    expect(broken).toContain('Signature Validation: Digest Mismatch.');
    expect(broken).not.toContain('Signature is Valid.');
  });

  it('keeps its key in the database: a restart or another instance signs with the same certificate', async () => {
    const { pdf } = await issuedPdf(t);
    const stored = await t.app.db
      .selectFrom('sys_secret')
      .select('value')
      .where('name', '=', 'cert_sign_key')
      .executeTakeFirstOrThrow();
    const again = await signingIdentity(t.app.db, { certSign: null });
    expect(stored.value).toContain('BEGIN CERTIFICATE');
    // The signature embeds the signer's certificate: the one another start reads is that one.
    expect(pdf.includes(Buffer.from(again.certificates[0]!).toString('hex'), 0, 'latin1')).toBe(true);
  });
});

describeOnOneBackend(
  'certificate PDF signature with CERT_SIGN_P12',
  (t) => {
    it("is made with the configured body's certificate, and breaks when the file changes", async () => {
      const { pdf, certificateNo } = await issuedPdf(t);
      const report = pdfsig(pdf, `p12-${t.backend}.pdf`);
      expect(report).toContain(`Signer Certificate Common Name: ${BODY_CN}`);
      expect(report).toContain('O=Test Certification Body');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(pdfsig(tampered(pdf, certificateNo), `p12-${t.backend}-changed.pdf`)).toContain(
        'Signature Validation: Digest Mismatch.',
      );
    });
  },
  () => ({
    config: {
      certSign: loadConfig({ CERT_SIGN_P12: p12File, CERT_SIGN_P12_PASSWORD: P12_PASSWORD }).certSign,
    },
  }),
);

describe('CERT_SIGN_P12 at start', () => {
  it('refuses a wrong password, an unreadable file and a file that is no PKCS#12, naming the setting', () => {
    expect(() => loadConfig({ CERT_SIGN_P12: p12File, CERT_SIGN_P12_PASSWORD: 'wrong' })).toThrow(
      `CERT_SIGN_P12 (${p12File}): the password (CERT_SIGN_P12_PASSWORD) does not open this PKCS#12 file`,
    );
    const missing = join(work, 'missing.p12');
    expect(() => loadConfig({ CERT_SIGN_P12: missing })).toThrow(
      `CERT_SIGN_P12 cannot be read (${missing}): ENOENT`,
    );
    const notP12 = join(work, 'cert.pem');
    expect(() => loadConfig({ CERT_SIGN_P12: notP12 })).toThrow(
      `CERT_SIGN_P12 (${notP12}) is not a readable PKCS#12 (.p12/.pfx) file`,
    );
    expect(() => loadConfig({ CERT_SIGN_P12_PASSWORD: P12_PASSWORD })).toThrow(
      'CERT_SIGN_P12_PASSWORD is set but CERT_SIGN_P12 names no file',
    );
    expect(loadConfig({ CERT_SIGN_P12: p12File, CERT_SIGN_P12_PASSWORD: P12_PASSWORD }).certSign?.path).toBe(
      p12File,
    );
  });

  it('stops the server with that message and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: join(work, 'data'),
        LOG_LEVEL: 'silent',
        CERT_SIGN_P12: p12File,
        CERT_SIGN_P12_PASSWORD: 'wrong',
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CertDesk failed to start');
    expect(run.stderr).toContain('the password (CERT_SIGN_P12_PASSWORD) does not open this PKCS#12 file');
  }, 130_000);
});
