/**
 * Menu `meta.url` handling. JeecgBoot evaluated every `{{ … }}` in a menu URL as JavaScript, so menu
 * data from the database ran as code in the browser. Here nothing is evaluated: only the
 * placeholders of a fixed allow-list are substituted, and the result is kept only when it is an
 * absolute http(s) URL (so `javascript:` and `data:` links never reach an anchor or an iframe).
 */
export interface UrlContext {
  /** Runtime API base (may be '' for same origin). */
  apiBase: string;
  /** The page's origin, used when the API base is relative. */
  origin: string;
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Placeholder text (whitespace removed, quotes unified) → what it stands for. */
const ALLOWED: Record<string, (ctx: UrlContext) => string> = {
  "window._CONFIG['domianURL']": apiRoot,
  "window._CONFIG['domainURL']": apiRoot,
  "window._CONFIG['staticDomainURL']": apiRoot,
};

function apiRoot({ apiBase, origin }: UrlContext): string {
  const base = apiBase.replace(/\/+$/, '');
  return /^https?:\/\//i.test(base) ? base : `${origin.replace(/\/+$/, '')}${base}`;
}

function normalise(expression: string): string {
  return expression.replace(/\s+/g, '').replace(/"/g, "'");
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The usable URL, or undefined when a placeholder is not allowed or the result is not http(s). */
export function resolveMenuUrl(url: string | undefined | null, ctx: UrlContext): string | undefined {
  if (!url) return undefined;
  let rejected = false;
  const substituted = url.replace(PLACEHOLDER, (_match, expression: string) => {
    const resolve = ALLOWED[normalise(expression)];
    if (!resolve) {
      rejected = true;
      return '';
    }
    return resolve(ctx);
  });
  if (rejected) return undefined;
  const trimmed = substituted.trim();
  return isHttpUrl(trimmed) ? trimmed : undefined;
}
