/**
 * What a rich text field may hold: the tags and attributes the editor (tiptap starter kit, link,
 * image) produces, and nothing else. The browser (DOMPurify, renderers/widgets/rich-text-sanitize.ts)
 * and the server before every write (sanitize-html, src/server/http/sanitize-html.ts) apply this
 * same list, so what the editor shows is what is stored.
 */

/** The widget name whose fields are sanitised on every write. */
export const RICH_TEXT_WIDGET = 'richText';

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
] as const;

/** Allowed attributes per tag; no tag may carry style, class (except code's language) or on* handlers. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  code: ['class'],
};

/** Where stored uploads are read (fileAccessUrl): the only image source a record may name. */
export const OWN_FILE_PREFIX = '/sys/common/static/';

/**
 * An image source that stays on our own file route: a path under /sys/common/static/ with no
 * `..` segment, no scheme, no query tricks. data:, http(s): and protocol-relative sources are refused.
 */
export function isOwnImageSource(src: string): boolean {
  if (!src.startsWith(OWN_FILE_PREFIX)) return false;
  const rest = src.slice(OWN_FILE_PREFIX.length);
  if (rest === '' || /[\\\s"'<>]/.test(rest)) return false;
  return !rest
    .split('/')
    .some(
      (segment) => segment === '' || segment === '.' || segment === '..' || /%2e%2e|%2f|%5c/i.test(segment),
    );
}

/** A link target: http, https or mailto only (no javascript:, data:, relative or protocol-relative). */
export function isAllowedLink(href: string): boolean {
  // Control characters (a tab inside "java\tscript:") are refused outright, not trimmed away.
  if ([...href].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  return /^(https?:\/\/[^\s/]|mailto:\S)/i.test(href);
}

/** The rel every kept link carries: a new tab must not reach back into the app. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** code's class names only a highlighting language (`language-js`). */
export function isAllowedCodeClass(value: string): boolean {
  return /^language-[A-Za-z0-9_+-]{1,32}$/.test(value);
}

/**
 * The source an editor image gets for a stored upload path: our own file route (what
 * fileAccessUrl gives), the only source the policy keeps. Already-routed sources stay as they are.
 */
export function ownImageSource(path: string): string {
  if (path.startsWith(OWN_FILE_PREFIX)) return path;
  return `${OWN_FILE_PREFIX}${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}
