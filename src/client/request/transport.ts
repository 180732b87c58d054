/**
 * The shell's HTTP client on the browser's fetch, in place of axios (a sixth of the login page's
 * first load for what the shell uses of it). It keeps axios' shape where callers and tests rely on
 * it: a config object in, `{ data, status, headers }` out, a JSON body serialised before the adapter
 * sees it, the method in lower case, a status outside 2xx rejected with the response attached, and
 * `defaults.adapter` replaceable (DOM tests answer requests there, as the server would).
 */
export interface RequestConfig {
  url?: string;
  method?: string;
  /** Prefixed to a relative `url`. */
  baseURL?: string;
  /** Query parameters; `undefined` and `null` values are left out. */
  params?: Record<string, unknown>;
  /** A FormData, Blob, URLSearchParams or string is sent as it is; anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text';
  /** Milliseconds before the request is given up (0: never). */
  timeout?: number;
  signal?: AbortSignal;
  /** The caller shows failures itself (the login page shows the server's message). */
  skipErrorHandler?: boolean;
}

/** What the adapter receives: method in lower case, headers an object, the body serialised. */
export interface PreparedRequest extends RequestConfig {
  method: string;
  headers: Record<string, string>;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  config: PreparedRequest;
}

export type Adapter = (config: PreparedRequest) => Promise<HttpResponse>;

/** Why a request failed: the server answered outside 2xx, no answer came, it timed out, or it was cancelled. */
export type HttpErrorCode =
  'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_CANCELED';

export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly config: PreparedRequest | undefined;
  readonly response: HttpResponse | undefined;

  constructor(
    message: string,
    options: { code: HttpErrorCode; config?: PreparedRequest; response?: HttpResponse },
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = options.code;
    this.config = options.config;
    this.response = options.response;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The full URL: base, path and query (arrays as repeated `key[]`, as axios sent them). */
export function buildUrl(config: Pick<RequestConfig, 'url' | 'baseURL' | 'params'>): string {
  const url = config.url ?? '';
  const base =
    config.baseURL && !ABSOLUTE_URL.test(url)
      ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) query.append(`${key}[]`, paramValue(item));
    } else {
      query.append(key, paramValue(value));
    }
  }
  const search = query.toString();
  if (!search) return base;
  const hash = base.indexOf('#');
  const path = hash === -1 ? base : base.slice(0, hash);
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function sentAsIs(data: unknown): boolean {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/** Serialises a JSON body (and says so in Content-Type); a FormData keeps the browser's multipart boundary. */
function serialiseBody(config: PreparedRequest): void {
  if (config.data === undefined || config.data === null || sentAsIs(config.data)) return;
  config.data = JSON.stringify(config.data);
  if (!hasHeader(config.headers, 'content-type')) config.headers['Content-Type'] = 'application/json';
}

async function readBody(response: Response, type: RequestConfig['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON after all (an HTML error page from a proxy): the text, as axios gave it.
    return text;
  }
}

/** The adapter that goes to the network. */
export const fetchAdapter: Adapter = async (config) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    config.timeout && config.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeout)
      : undefined;
  const cancel = () => controller.abort();
  config.signal?.addEventListener('abort', cancel);
  try {
    let answer: Response;
    try {
      answer = await fetch(buildUrl(config), {
        method: config.method.toUpperCase(),
        headers: config.headers,
        body: config.data as BodyInit | undefined,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut)
        throw new HttpError(`timeout of ${config.timeout}ms exceeded`, { code: 'ETIMEDOUT', config });
      if (config.signal?.aborted) throw new HttpError('canceled', { code: 'ERR_CANCELED', config });
      throw new HttpError(error instanceof Error ? error.message || 'Network Error' : 'Network Error', {
        code: 'ERR_NETWORK',
        config,
      });
    }
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const response: HttpResponse = {
      data: await readBody(answer, config.responseType),
      status: answer.status,
      statusText: answer.statusText,
      headers,
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new HttpError(`Request failed with status code ${answer.status}`, {
      code: answer.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
      config,
      response,
    });
  } finally {
    if (timer) clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
};

export interface HttpClientOptions {
  timeout: number;
  /** Runs on every request before its body is serialised (session headers, cache-buster). */
  beforeSend?(config: PreparedRequest): void;
  /** Turns a failure into what the caller receives (it must throw). */
  onFailure?(error: unknown, config: PreparedRequest): Promise<never>;
}

export interface HttpClient {
  defaults: { adapter: Adapter; timeout: number };
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const client: HttpClient = {
    defaults: { adapter: fetchAdapter, timeout: options.timeout },
    async request<T>(config: RequestConfig) {
      const prepared: PreparedRequest = {
        ...config,
        method: (config.method ?? 'get').toLowerCase(),
        headers: { ...config.headers },
        timeout: config.timeout ?? client.defaults.timeout,
      };
      options.beforeSend?.(prepared);
      serialiseBody(prepared);
      try {
        return (await client.defaults.adapter(prepared)) as HttpResponse<T>;
      } catch (error) {
        if (options.onFailure) return options.onFailure(error, prepared);
        throw error;
      }
    },
    get: <T>(url: string, config?: RequestConfig) => client.request<T>({ ...config, url, method: 'get' }),
  };
  return client;
}
