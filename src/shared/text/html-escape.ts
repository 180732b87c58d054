/**
 * Plain text put into HTML the server composes (system messages, whose content the bell's detail
 * dialog renders as rich text): a company name, a reviewer's reason or a project name is shown as
 * the characters it is, never as markup — `<a href=…>` arrives as text, not as a live link.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A template tag for such HTML: the literal parts are the author's markup, every interpolated value
 * is escaped (null and undefined as empty), so no value can be forgotten.
 */
export function htmlText(
  parts: TemplateStringsArray,
  ...values: ReadonlyArray<string | number | null | undefined>
): string {
  return parts.reduce((html, part, index) => {
    const value = index === 0 ? '' : values[index - 1];
    return html + (value === null || value === undefined ? '' : escapeHtml(String(value))) + part;
  }, '');
}
