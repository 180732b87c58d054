/**
 * Server-side cleaning of rich text: the browser sanitises what its editor emits, but a
 * client can send anything, so every CRUD write passes the HTML of `x-widget: richText` fields
 * through sanitize-html with the editor's allow-list (src/shared/text/rich-text-policy.ts) before
 * it is stored. Scripts, styles, event handlers, iframes, svg, javascript:/data: URLs and images
 * from anywhere but our own file route are dropped; the formatting the editor makes is kept.
 */
import sanitizeHtml from 'sanitize-html';
import {
  isAllowedCodeClass,
  isAllowedLink,
  isOwnImageSource,
  LINK_REL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_WIDGET,
} from '../../shared/text/rich-text-policy';

type Attributes = Record<string, string>;

/** Keeps an attribute only when `keep` says so. */
function only(attribs: Attributes, name: string, keep: (value: string) => boolean): Attributes {
  const out = { ...attribs };
  if (name in out && !keep(out[name] as string)) delete out[name];
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // Schemes are decided by the policy's predicates below; relative URLs are judged there too.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  // Their text is never content: dropped with the tag, not left behind as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'svg',
    'math',
    'template',
    'object',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const kept = only(attribs, 'href', isAllowedLink);
      if (kept.target !== undefined && kept.target !== '_blank') delete kept.target;
      return { tagName, attribs: { ...kept, rel: LINK_REL } };
    },
    img: (tagName, attribs) => {
      const kept = only(only(only(attribs, 'src', isOwnImageSource), 'width', isSize), 'height', isSize);
      return { tagName, attribs: kept };
    },
    code: (tagName, attribs) => ({ tagName, attribs: only(attribs, 'class', isAllowedCodeClass) }),
    ol: (tagName, attribs) => ({ tagName, attribs: only(attribs, 'start', (v) => /^\d{1,6}$/.test(v)) }),
  },
  // An image whose source was refused is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function isSize(value: string): boolean {
  return /^\d{1,5}$/.test(value);
}

/** The HTML with only what the editor may produce. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Whether a field of the entity holds rich text (its values are cleaned on write). */
export function isRichTextField(schema: { 'x-widget'?: unknown }): boolean {
  return schema['x-widget'] === RICH_TEXT_WIDGET;
}
