/**
 * The content coding to answer with, from a request's Accept-Encoding (RFC 9110 §12.5.3): brotli
 * when the client takes it (smaller at the same speed), then gzip, else none. A coding with q=0 is
 * refused, `*` stands for any coding not named, and a header the client did not send means identity.
 */
export type ContentCoding = 'br' | 'gzip';

const PREFERRED: readonly ContentCoding[] = ['br', 'gzip'];

function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    found.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return found;
}

export function acceptedEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const accepted = weights(header);
  const any = accepted.get('*') ?? 0;
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERRED) {
    const weight = accepted.get(coding) ?? any;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
