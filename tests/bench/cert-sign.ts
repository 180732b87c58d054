/**
 * Benchmark (not part of the test run): what signing a certificate PDF costs the event loop. The
 * PDF's layout (pdfkit, subsetting the CJK font) and its signature (SHA-256 of the file and one RSA
 * operation, both in Node's native crypto) are timed apart, for a 2048- and a 4096-bit key, and the
 * longest event-loop stall while signing is read from Node's delay histogram.
 *
 *   node --import tsx tests/bench/cert-sign.ts        (BENCH_RUNS=200 by default)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import {
  unsignedCertificatePdf,
  type CertificatePdfData,
} from '../../src/server/modules/certificate/cert-pdf';
import { openP12 } from '../../src/server/signing/p12';
import { signPdf } from '../../src/server/signing/pdf-signature';
import { newSelfSignedIdentity, type SigningIdentity } from '../../src/server/signing/signing-identity';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const data: CertificatePdfData = {
  certificateNo: 'CD-2026-QMS-0001',
  holderName: '甲认证客户有限公司',
  holderAddress: '北京市海淀区中关村大街1号',
  standard: 'GB/T 19001-2016 / ISO 9001:2015',
  scope: '软件开发与服务',
  sites: '北京市海淀区\n上海市浦东新区',
  issueDate: '2026-01-05',
  validUntil: '2029-01-04',
  decisionDate: '2025-12-01',
  statusText: { zh: '有效', en: 'Valid' },
  divisionName: '管理体系认证部',
  issuer: { zh: '认证中心', en: 'Certification Centre' },
  surveillance1Due: '2027-01-04',
  surveillance2Due: '2028-01-04',
  verifyUrl: 'https://verify.certdesk.example/verify?no=CD-2026-QMS-0001&token=abcdefghijklmnopqrstuv',
};

/** A 4096-bit identity made as the README tells an operator to. */
function rsa4096(): SigningIdentity {
  const dir = mkdtempSync(join(tmpdir(), 'certdesk-bench-sign-'));
  try {
    const [key, cert, p12] = ['key.pem', 'cert.pem', 'body.p12'].map((f) => join(dir, f)) as [
      string,
      string,
      string,
    ];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:4096',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=Bench',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:bench'],
      { stdio: 'ignore' },
    );
    return openP12(readFileSync(p12), 'bench', 'bench');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function quantiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
}

async function measure(label: string, identity: SigningIdentity): Promise<void> {
  const layout: number[] = [];
  let unsigned: Buffer = Buffer.alloc(0);
  for (let i = 0; i < Math.min(RUNS, 20); i++) {
    const start = performance.now();
    unsigned = await unsignedCertificatePdf(data, identity);
    layout.push(performance.now() - start);
  }
  const signing: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await signPdf(unsigned, identity);
    signing.push(performance.now() - start);
    // Let the histogram's timer run between signatures, as requests would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  delay.disable();
  console.log(`${label}: PDF ${unsigned.length} bytes`);
  console.log(`  layout (pdfkit, unsigned), ${layout.length} runs: ${quantiles(layout)}`);
  console.log(`  signature, ${RUNS} runs: ${quantiles(signing)}`);
  console.log(
    `  event-loop delay while signing: max ${(delay.max / 1e6).toFixed(2)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(2)} ms`,
  );
}

console.log(`load average at start: ${loadavg()[0]!.toFixed(2)}`);
await measure('RSA 2048 (the self-signed default)', await newSelfSignedIdentity());
await measure('RSA 4096 (PKCS#12 from openssl)', rsa4096());
