/**
 * The tags input's rule (SPEC §5: tag cells force a semicolon after every two characters): typed
 * text is cut into tags of two characters, each closed by ';'. Deleting is left alone, so a person
 * can take a semicolon or a character back without it reappearing at once.
 */
export const TAG_LENGTH = 2;
export const TAG_SEPARATOR = ';';

/** The text after an edit from `previous` to `next`. */
export function forceSemicolons(next: string, previous: string): string {
  if (next.length <= previous.length) return next;
  const characters = [...next.split(TAG_SEPARATOR).join('')];
  let result = '';
  for (let i = 0; i < characters.length; i += TAG_LENGTH) {
    const tag = characters.slice(i, i + TAG_LENGTH).join('');
    result += tag.length === TAG_LENGTH ? tag + TAG_SEPARATOR : tag;
  }
  return result;
}

/** The tags a text holds (empty pieces dropped). */
export function tagsOf(text: string): string[] {
  return text.split(TAG_SEPARATOR).filter((t) => t !== '');
}
