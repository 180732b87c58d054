/**
 * Whose signature a certificate PDF carries: the body's own key and certificate when CERT_SIGN_P12
 * names one (read and checked at start, config.ts), otherwise a self-signed one made on first start
 * for a one-machine install. The self-signed key is kept in sys_secret with the other per-install
 * secrets, so it survives restarts and every instance on the database signs with the same key,
 * whether files are on disk or in S3. Readers see it as signed by an untrusted issuer: production
 * should configure a real certificate.
 */
import { X509Certificate, createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import forge from 'node-forge';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import { ensureSecret } from '../auth/secrets';
import { openP12 } from './p12';

export interface SigningIdentity {
  key: KeyObject;
  /** The signer's certificate (DER) first, then the chain from its file. */
  certificates: Buffer[];
  /** The signer certificate's subject, as X509Certificate prints it. */
  subject: string;
}

const SECRET_NAME = 'cert_sign_key';
const SELF_SIGNED_CN = 'CertDesk certificate signing (self-signed)';
const SELF_SIGNED_YEARS = 20;

interface StoredKey {
  key: string;
  certificate: string;
}

/** A new RSA key (made off the event loop) with a self-signed certificate for it. */
async function selfSigned(): Promise<StoredKey> {
  const pair = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const keyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial (leading byte below 0x80), random so two installs never share one.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const from = new Date(Date.now() - 86_400_000);
  const until = new Date(from);
  until.setUTCFullYear(from.getUTCFullYear() + SELF_SIGNED_YEARS);
  certificate.validity.notBefore = from;
  certificate.validity.notAfter = until;
  const name = [
    { name: 'commonName', value: SELF_SIGNED_CN },
    { name: 'organizationName', value: 'CertDesk' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { key: keyPem, certificate: forge.pki.certificateToPem(certificate) };
}

function fromStored(value: string): SigningIdentity {
  const stored = JSON.parse(value) as StoredKey;
  const certificate = new X509Certificate(stored.certificate);
  return { key: createPrivateKey(stored.key), certificates: [certificate.raw], subject: certificate.subject };
}

/** A fresh self-signed identity, kept nowhere (benchmarks). */
export async function newSelfSignedIdentity(): Promise<SigningIdentity> {
  return fromStored(JSON.stringify(await selfSigned()));
}

/** The self-signed identity of this install: read, or made once (two instances starting together keep one). */
async function selfSignedIdentity(db: Kysely<Database>): Promise<SigningIdentity> {
  const existing = await db
    .selectFrom('sys_secret')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  if (existing) return fromStored(existing.value);
  const made = JSON.stringify(await selfSigned());
  return fromStored(await ensureSecret(db, SECRET_NAME, () => made));
}

export async function signingIdentity(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'certSign'>,
): Promise<SigningIdentity> {
  if (config.certSign) return openP12(config.certSign.p12, config.certSign.password, config.certSign.path);
  return selfSignedIdentity(db);
}
