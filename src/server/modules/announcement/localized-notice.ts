/**
 * A system message is stored in both languages (titile / msg_content zh-CN, titile_en /
 * msg_content_en en-US, notice/system-message.ts); a reader gets the one of their request. A row
 * without an English text (a staff announcement, written in its author's language) reads the same
 * in both.
 */
import type { MessagePair } from '../../../shared/messages/message-pair';

export interface StoredTexts {
  titile: string;
  msgContent: string | null;
  titileEn: string | null;
  msgContentEn: string | null;
}

/** The row with its title and content in the reader's language, and without the en-US columns. */
export function localizedNotice<T extends StoredTexts>(
  row: T,
  pick: (pair: MessagePair) => string,
): Omit<T, 'titileEn' | 'msgContentEn'> & { titile: string; msgContent: string | null } {
  const { titileEn, msgContentEn, ...rest } = row;
  const content = rest.msgContent;
  return {
    ...rest,
    titile: pick({ 'zh-CN': rest.titile, 'en-US': titileEn ?? rest.titile }),
    msgContent: content === null ? null : pick({ 'zh-CN': content, 'en-US': msgContentEn ?? content }),
  };
}
