/**
 * A detached CMS signature of the kind PAdES asks for (ETSI.CAdES.detached, baseline B-B): SHA-256
 * of the signed byte ranges, signed attributes contentType, messageDigest and signingCertificateV2
 * (no signingTime: PAdES takes the time from the signature dictionary's /M), RSA PKCS#1 v1.5.
 * Hashing runs in Node's native crypto and the RSA operation in its thread pool (the callback form of
 * crypto.sign), so a signature holds the event loop for about a millisecond, not for a pure-JavaScript
 * RSA and digest of the whole file.
 */
import { createHash, sign, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { Signer } from '@signpdf/utils';
import {
  algorithm,
  explicit,
  implicit,
  issuerAndSerial,
  octetString,
  oid,
  sequence,
  setOf,
  smallInteger,
  tlv,
} from './der';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

export interface SigningKey {
  /** An RSA private key. */
  key: KeyObject;
  /** The signer's certificate (DER) first, then any chain certificates to embed. */
  certificates: Buffer[];
}

const attribute = (type: string, value: Buffer): Buffer => sequence(oid(type), setOf(value));
const signAsync = promisify(sign);

/** The CMS ContentInfo (DER) signing `content` detached. */
export async function cadesDetached(content: Buffer, signing: SigningKey): Promise<Buffer> {
  const [signerCert] = signing.certificates;
  if (!signerCert) throw new Error('a signing key needs its certificate');
  const digest = createHash('sha256').update(content).digest();
  // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, as DER requires.
  const certHash = createHash('sha256').update(signerCert).digest();
  const signedAttrs = setOf(
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octetString(digest)),
    attribute(OID.signingCertificateV2, sequence(sequence(sequence(octetString(certHash))))),
  );
  const signature = await signAsync('sha256', signedAttrs, signing.key);
  const { issuer, serial } = issuerAndSerial(signerCert);
  const signerInfo = sequence(
    smallInteger(1),
    sequence(issuer, serial),
    algorithm(OID.sha256),
    implicit(0, signedAttrs),
    algorithm(OID.rsaEncryption),
    octetString(signature),
  );
  const signedData = sequence(
    smallInteger(1),
    setOf(algorithm(OID.sha256)),
    sequence(oid(OID.data)),
    tlv(0xa0, ...signing.certificates),
    setOf(signerInfo),
  );
  return sequence(oid(OID.signedData), explicit(0, signedData));
}

/** @signpdf's signer interface over cadesDetached. */
export class CadesSigner extends Signer {
  constructor(private readonly signing: SigningKey) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetached(pdfBuffer, this.signing);
  }
}
