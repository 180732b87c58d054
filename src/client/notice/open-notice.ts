/**
 * Opening an item (bell or list, SPEC §2/§4): it is marked read first (the caller's own copy), then
 * openType 'component' goes to its page with the business id, and everything else shows the detail
 * dialog. The bell and every list reload afterwards.
 */
import { markNoticeRead } from './api';
import { useNoticeStore } from './store';
import { componentPage } from './targets';
import { announcementId, isRead, type NoticeItem } from './types';

export async function openNotice(
  item: NoticeItem & { anntId?: string | null },
  navigate: (path: string) => void,
): Promise<void> {
  const id = announcementId(item);
  const store = useNoticeStore.getState();
  if (!isRead(item)) {
    try {
      await markNoticeRead(id);
    } catch {
      // The request layer showed why; the message still opens (it stays unread).
    }
    void store.changed();
  }
  const page = item.openType === 'component' ? componentPage(item.openPage, item.busId) : undefined;
  if (page) navigate(page);
  else store.showDetail(id);
}
