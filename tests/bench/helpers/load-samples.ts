/**
 * What the load benches measure: every request a simulated user makes, timed with its body (a reset
 * in the middle of a body is a failure), labelled with its kind (login, list, upload, …) and, when
 * it failed, with the failure's class (`http 502`, `network ECONNRESET`, or a class the caller's
 * check gives an answer that came back 200 but wrong, e.g. `bytes differ`). Summaries: requests
 * and failures per kind, failures by class, p50/p99 per kind and overall.
 */
import { encryptUserccs } from '../../../src/shared/auth/userccs';

export interface Sample {
  kind: string;
  at: number;
  ms: number;
  /** null: answered as expected; otherwise the failure's class. */
  failure: string | null;
}

export interface Answer {
  status: number;
  body: Buffer;
  json<T>(): T;
}

export interface Recorder {
  readonly samples: Sample[];
  /**
   * One request, timed. `check` may call a 200 answer a failure (its class); null: a network
   * failure (no answer, or the body broke off).
   */
  timed(
    kind: string,
    url: string,
    init?: RequestInit,
    check?: (answer: Answer) => string | null,
  ): Promise<Answer | null>;
}

export function recorder(): Recorder {
  const samples: Sample[] = [];
  return {
    samples,
    async timed(kind, url, init = {}, check) {
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        const body = Buffer.from(await response.arrayBuffer());
        const answer: Answer = {
          status: response.status,
          body,
          json: <T>() => JSON.parse(body.toString('utf8')) as T,
        };
        const failure = response.status === 200 ? (check?.(answer) ?? null) : `http ${response.status}`;
        samples.push({ kind, at: started, ms: performance.now() - started, failure });
        return answer;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
        samples.push({ kind, at: started, ms: performance.now() - started, failure: `network ${cause}` });
        return null;
      }
    },
  };
}

/** The administrator's sign-in as the login page does it (key, encrypted credentials): a token or null. */
export async function signIn(rec: Recorder, base: string, password: string): Promise<string | null> {
  const keys = await rec.timed('login', `${base}/sys/getEncryptedString`);
  if (!keys || keys.status !== 200) return null;
  const { key, iv } = keys.json<{ result: { key: string; iv: string } }>().result;
  const answer = await rec.timed('login', `${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userccs: encryptUserccs({ username: 'admin', password }, key, iv) }),
  });
  if (!answer || answer.status !== 200) return null;
  return answer.json<{ result: { token: string } }>().result.token;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `p50 x ms, p99 y ms` of the samples. */
export function latency(samples: Sample[]): string {
  const ms = samples.map((s) => s.ms);
  return `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`;
}

/** Failed requests by class, most frequent first. */
export function failuresByClass(samples: Sample[]): Array<[string, number]> {
  const classes = new Map<string, number>();
  for (const s of samples) if (s.failure) classes.set(s.failure, (classes.get(s.failure) ?? 0) + 1);
  return [...classes].sort((a, b) => b[1] - a[1]);
}

/** `failed requests: n — class: n, …` */
export function failureLine(samples: Sample[]): string {
  const classes = failuresByClass(samples);
  const total = classes.reduce((sum, [, n]) => sum + n, 0);
  return `failed requests: ${total}${classes.length ? ` — ${classes.map(([k, n]) => `${k}: ${n}`).join(', ')}` : ''}`;
}

/** One line per kind: requests, failures, p50 and p99; then the whole run. */
export function perKindLines(samples: Sample[]): string[] {
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  const line = (label: string, list: Sample[]) =>
    `  ${label.padEnd(10)} ${String(list.length).padStart(7)} requests, ${String(list.filter((s) => s.failure).length).padStart(4)} failed, ${latency(list)}`;
  return [
    ...kinds.map((k) =>
      line(
        k,
        samples.filter((s) => s.kind === k),
      ),
    ),
    line('all', samples),
  ];
}
