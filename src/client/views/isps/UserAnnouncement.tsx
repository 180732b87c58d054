/**
 * /isps/userAnnouncement (SPEC §2): the signed-in user's own announcements and system messages, the
 * schema list page sys-announcement-my (entity sys_announcement_my, the caller's own send rows). The
 * shell adds what is its own: the heading, opening a row and marking all read (notice/page-actions.ts),
 * and the notice store's revision, so a push or the bell reading refreshes the list in place.
 */
import { Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useNoticeStore } from '../../notice/store';
import SchemaRoute from '../SchemaRoute';

export const USER_ANNOUNCEMENT_PAGE_ID = 'sys-announcement-my';

export default function UserAnnouncement() {
  const { t } = useTranslation();
  const revision = useNoticeStore((s) => s.revision);
  return (
    <section aria-labelledby="user-announcement-title">
      <Typography.Title level={4} id="user-announcement-title">
        {t('notice.listTitle')}
      </Typography.Title>
      <SchemaRoute pageId={USER_ANNOUNCEMENT_PAGE_ID} revision={revision} />
    </section>
  );
}
