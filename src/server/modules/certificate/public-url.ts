/**
 * The app's public origin, for the verification URL a certificate's QR code carries. PUBLIC_BASE_URL
 * (e.g. https://certdesk.example.com) when set — what production should use, since the QR outlives
 * the request; otherwise the origin the request came in on (its protocol and Host), which is what
 * the user downloading the PDF reached the app through.
 */
import type { FastifyRequest } from 'fastify';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function configuredBaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.PUBLIC_BASE_URL?.trim();
  if (!raw) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_BASE_URL must be an http(s) URL');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function publicBaseUrl(request: FastifyRequest): string {
  const configured = configuredBaseUrl();
  if (configured) return configured;
  const host = request.headers.host ?? '';
  // A Host that is not a plain host[:port] is not put into a document.
  return HOST.test(host) ? `${request.protocol}://${host}` : 'http://localhost';
}

export function verifyUrl(base: string, certificateNo: string): string {
  return `${base}/verify?no=${encodeURIComponent(certificateNo)}`;
}
