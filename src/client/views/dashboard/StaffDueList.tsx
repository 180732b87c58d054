/**
 * The division's certificate dates for staff (ISO/IEC 17021-1 9.6): overdue surveillance audits
 * first (days overdue, in words and red), then expiries and surveillance audits due soon (days left).
 */
import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DueItem } from '../../../shared/dashboard/dashboard-types';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS, fillText } from './dashboard-texts';
import { MENU_PATHS } from '../../../shared/menu-paths';

export function StaffDueList({ dues, windowDays }: { dues: readonly DueItem[]; windowDays: number }) {
  const locale = useLocale();
  const t = (key: keyof typeof DASHBOARD_TEXTS) => DASHBOARD_TEXTS[key][locale];
  return (
    <Card
      size="small"
      title={fillText(t('staffDues'), { days: windowDays })}
      extra={<Link to={MENU_PATHS.certificates}>{t('certificates')}</Link>}
    >
      <List
        size="small"
        dataSource={[...dues]}
        locale={{ emptyText: t('noneDue') }}
        renderItem={(item) => (
          <List.Item
            key={`${item.id}-${item.kind}`}
            extra={
              item.daysLeft < 0 ? (
                <Tag color="error">{fillText(t('overdueBy'), { n: -item.daysLeft })}</Tag>
              ) : (
                <Tag>{fillText(t('daysLeft'), { n: item.daysLeft })}</Tag>
              )
            }
          >
            <Typography.Text strong>{item.certificateNo}</Typography.Text>
            <Typography.Text type="secondary">{` · ${item.kindText} · ${item.dueDate}`}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
