/**
 * The browser's half of rich text cleaning: what the editor emits (and what it is given to show)
 * passes DOMPurify with the same allow-list the server applies before storing
 * (src/shared/text/rich-text-policy.ts). The server cleans again; this keeps the form's value
 * equal to what will be stored, and keeps a stored payload from ever reaching the page's DOM.
 */
import createDOMPurify from 'dompurify';
import {
  isAllowedCodeClass,
  isAllowedLink,
  isOwnImageSource,
  LINK_REL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '../../src/shared/text/rich-text-policy';

type Purifier = ReturnType<typeof createDOMPurify>;

const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** Whether this tag may carry this attribute with this value (the per-tag rules DOMPurify lacks). */
function keepAttribute(tag: string, name: string, value: string): boolean {
  if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(name)) return false;
  if (tag === 'a' && name === 'href') return isAllowedLink(value);
  if (tag === 'a' && name === 'target') return value === '_blank';
  if (tag === 'img' && name === 'src') return isOwnImageSource(value);
  if (tag === 'img' && (name === 'width' || name === 'height')) return /^\d{1,5}$/.test(value);
  if (tag === 'code' && name === 'class') return isAllowedCodeClass(value);
  if (tag === 'ol' && name === 'start') return /^\d{1,6}$/.test(value);
  return true;
}

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so its hooks touch no other user of the library. */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') node.setAttribute('rel', LINK_REL);
    // An image whose source was refused is no image at all.
    if (tag === 'img' && !node.getAttribute('src')) node.remove();
  });
  purifier = instance;
  return instance;
}

/** The HTML with only what the editor may produce. */
export function sanitizeRichTextHtml(html: string): string {
  return richTextPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Their text is never content.
    FORBID_CONTENTS: [
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'template',
      'noscript',
      'textarea',
      'title',
      'xmp',
      'object',
    ],
  });
}
