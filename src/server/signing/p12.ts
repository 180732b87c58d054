/**
 * Opening the body's PKCS#12 file (CERT_SIGN_P12): its private key and certificates, checked to
 * belong together, with a message naming the setting when the password is wrong or the file is not
 * a usable PKCS#12. node-forge reads the container (Node's crypto has no PKCS#12 reader); the key
 * then goes to Node's native crypto for signing.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity';

function der(asn1: forge.asn1.Asn1): Buffer {
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

/** The identity in a PKCS#12 file; throws an Error whose message names `setting`. */
export function openP12(bytes: Buffer, password: string, setting: string): SigningIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), false, password);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /password/i.test(reason)
        ? `${setting}: the password (CERT_SIGN_P12_PASSWORD) does not open this PKCS#12 file`
        : `${setting} is not a readable PKCS#12 (.p12/.pfx) file: ${reason}`,
    );
  }
  const keyBag = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(p12, forge.pki.oids.keyBag!),
  ][0];
  const keyInfo = keyBag?.key
    ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key))
    : keyBag?.asn1;
  if (!keyInfo) throw new Error(`${setting} holds no private key`);
  const key = createPrivateKey({ key: der(keyInfo), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'rsa')
    throw new Error(
      `${setting}: only RSA keys are supported, this one is ${key.asymmetricKeyType ?? 'unknown'}`,
    );
  const certificates = bagsOf(p12, forge.pki.oids.certBag!).flatMap((bag) => {
    const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    return asn1 ? [new X509Certificate(der(asn1))] : [];
  });
  const own = certificates.find((certificate) => certificate.checkPrivateKey(key));
  if (!own) throw new Error(`${setting} holds no certificate for its private key`);
  return {
    key,
    certificates: [own.raw, ...certificates.filter((c) => c !== own).map((c) => c.raw)],
    subject: own.subject,
  };
}
