/**
 * The certificate as a PDF (pdfkit): holder, address, standard, scope, sites, number, dates,
 * status, business division, the certification body that issued it and a QR code of the public
 * verification URL. Noto Sans SC is
 * embedded (pdfkit subsets it to the glyphs used), so the Chinese prints on any machine. The file
 * carries the body's digital signature (PAdES): any change to it shows as a broken signature.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type PDFKitDocument from 'pdfkit';
import QRCode from 'qrcode';
import { addSignatureField, signPdf } from '../../signing/pdf-signature';
import type { SigningIdentity } from '../../signing/signing-identity';

/** pdfkit on first use: loading it is about half a second of every start otherwise (the recovery window after a crash). */
let pdfKit: Promise<typeof PDFKitDocument> | undefined;
function loadPdfKit(): Promise<typeof PDFKitDocument> {
  return (pdfKit ??= import('pdfkit').then((module) => module.default));
}

const require = createRequire(import.meta.url);
let fontCache: Buffer | null = null;

/** Read once (11 MB) on the first PDF, not at start-up. */
function notoSansSc(): Buffer {
  fontCache ??= readFileSync(
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  );
  return fontCache;
}

export interface CertificatePdfData {
  certificateNo: string;
  holderName: string;
  holderAddress: string | null;
  standard: string;
  scope: string;
  sites: string | null;
  issueDate: string;
  validUntil: string;
  decisionDate: string;
  statusText: { zh: string; en: string };
  divisionName: string | null;
  /** The certification body issuing it (the footer's company, 系统设置), in both languages. */
  issuer: { zh: string; en: string };
  surveillance1Due: string | null;
  surveillance2Due: string | null;
  verifyUrl: string;
}

/** The certificate PDF, signed with the body's key. */
export async function certificatePdf(data: CertificatePdfData, signing: SigningIdentity): Promise<Buffer> {
  return signPdf(await unsignedCertificatePdf(data, signing), signing);
}

/** The PDF with its signature field still empty (signing is timed apart from layout in tests/bench). */
export async function unsignedCertificatePdf(
  data: CertificatePdfData,
  signing: SigningIdentity,
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(data.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  });
  const doc = new (await loadPdfKit())({
    size: 'A4',
    margin: 56,
    info: { Title: `Certificate ${data.certificateNo}`, Author: 'CertDesk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('noto', notoSansSc());
  doc.font('noto');
  addSignatureField(doc, signing, {
    name: issuerName(data.issuer),
    reason: `认证证书 ${data.certificateNo} / Certificate of Certification ${data.certificateNo}`,
  });
  doc.fontSize(24).text('认证证书', { align: 'center' });
  doc.fontSize(14).text('Certificate of Certification', { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(11).text(`证书编号 / Certificate No.: ${data.certificateNo}`, { align: 'center' });
  doc.moveDown(1.5);

  const field = (zh: string, en: string, value: string | null) => {
    doc.fontSize(10).fillColor('#555555').text(`${zh} / ${en}`);
    doc
      .fontSize(12)
      .fillColor('#000000')
      .text(value && value.trim() !== '' ? value : '—');
    doc.moveDown(0.6);
  };
  field('证书持有人', 'Holder', data.holderName);
  field('地址', 'Address', data.holderAddress);
  field('认证标准', 'Standard', data.standard);
  field('认证范围', 'Scope', data.scope);
  field('认证场所', 'Sites', data.sites);
  field('认证决定日期', 'Decision date', data.decisionDate);
  field('颁证日期', 'Issue date', data.issueDate);
  field('有效期至', 'Valid until', data.validUntil);
  field(
    '监督审核日期',
    'Surveillance due',
    [data.surveillance1Due, data.surveillance2Due].filter(Boolean).join(', ') || null,
  );
  field('证书状态', 'Status', `${data.statusText.zh} / ${data.statusText.en}`);
  field('业务部门', 'Business division', data.divisionName);
  field('发证机构', 'Issued by', issuerName(data.issuer));

  const size = 120;
  const x = doc.page.width - doc.page.margins.right - size;
  const y = doc.page.height - doc.page.margins.bottom - size - 24;
  doc.image(qr, x, y, { width: size, height: size });
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text('扫码验证 / Scan to verify', x, y + size + 4, { width: size, align: 'center', lineBreak: false });
  doc.end();
  return done;
}

function issuerName(issuer: CertificatePdfData['issuer']): string {
  return issuer.zh === issuer.en ? issuer.zh : `${issuer.zh} / ${issuer.en}`;
}
