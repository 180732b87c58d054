/**
 * A PAdES signature on a PDF made with pdfkit: `addSignatureField` puts the signature dictionary
 * (ByteRange and Contents placeholders, SubFilter ETSI.CAdES.detached) and an invisible signature
 * field on the document's current page while it is being written; `signPdf` then fills the
 * placeholders of the finished file (@signpdf/signpdf) with a CMS signature over every byte but
 * the signature itself, so any later change to the file breaks it.
 * @signpdf's own pdfkit placeholder targets pdfkit 0.11, so the same few objects are made here
 * through pdfkit's form API (initForm) and references.
 */
import { SignPdf } from '@signpdf/signpdf';
import {
  ANNOTATION_FLAGS,
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  SIG_FLAGS,
  SUBFILTER_ETSI_CADES_DETACHED,
} from '@signpdf/utils';
import { CadesSigner } from './cades-signer';
import type { SigningIdentity } from './signing-identity';

/** The part of pdfkit's document that holds the AcroForm (not in its public typings). */
interface WithCatalog {
  _root: { data: { AcroForm?: { data: Record<string, unknown> & { Fields: unknown[] } } } };
}

export interface SignatureFieldOptions {
  /** The signer's name, shown by readers next to the signature. */
  name: string;
  reason: string;
  /** Written as the signature's time (/M): PAdES takes the signing time from here. */
  signingTime?: Date;
}

/** Bytes the CMS may take: its certificates, the signature and a margin for the fixed structure. */
function signatureRoom(identity: SigningIdentity): number {
  const certificates = identity.certificates.reduce((sum, der) => sum + der.length, 0);
  const keyBytes = (identity.key.asymmetricKeyDetails?.modulusLength ?? 4096) / 8;
  return certificates + keyBytes + 1024;
}

/** Call once, after a font is set (pdfkit's form needs one), on the page the field belongs to. */
export function addSignatureField(
  doc: PDFKit.PDFDocument,
  identity: SigningIdentity,
  options: SignatureFieldOptions,
): void {
  doc.initForm();
  const form = (doc as unknown as WithCatalog)._root.data.AcroForm;
  if (!form) throw new Error('pdfkit made no AcroForm');
  const placeholder = DEFAULT_BYTE_RANGE_PLACEHOLDER;
  // pdfkit writes a String object as a PDF text string (a plain string would become a name).
  const signature = doc.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [0, placeholder, placeholder, placeholder],
    Contents: Buffer.alloc(signatureRoom(identity)),
    M: options.signingTime ?? new Date(),
    Name: new String(options.name),
    Reason: new String(options.reason),
  });
  signature.end(null); // written now: nothing more goes into it (the chunk is optional)
  const widget = doc.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String('Signature1'),
    F: ANNOTATION_FLAGS.PRINT,
    P: doc.page.dictionary,
  });
  widget.end(null);
  (doc.page.annotations as unknown[]).push(widget);
  form.data.Fields.push(widget);
  form.data.SigFlags = SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY;
  // Telling readers to redraw fields would have them change a signed file.
  delete form.data.NeedAppearances;
}

const signer = new SignPdf();

/** The finished PDF (made with addSignatureField) with its signature in place. */
export function signPdf(pdf: Buffer, identity: SigningIdentity): Promise<Buffer> {
  return signer.sign(pdf, new CadesSigner(identity));
}
