/** The user's own work items (what waits on them) as a list with the next step and a link to it. */
import { List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { WorkItem } from '../../../shared/dashboard/dashboard-types';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS } from './dashboard-texts';

export function WorkList({ items, labelledBy }: { items: WorkItem[]; labelledBy: string }) {
  const locale = useLocale();
  return (
    <List
      aria-labelledby={labelledBy}
      size="small"
      dataSource={items}
      locale={{ emptyText: DASHBOARD_TEXTS.noWork[locale] }}
      renderItem={(item) => (
        <List.Item
          key={`${item.kind}-${item.id}`}
          actions={[
            <Link key="open" to={item.path} aria-label={`${DASHBOARD_TEXTS.open[locale]}：${item.title}`}>
              {DASHBOARD_TEXTS.open[locale]}
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={
              <span>
                <Tag>{DASHBOARD_TEXTS[`kind_${item.kind}`][locale]}</Tag>
                <Typography.Text strong>{item.title}</Typography.Text>
                {item.state && <Typography.Text type="secondary">{` · ${item.state}`}</Typography.Text>}
              </span>
            }
            description={item.next}
          />
        </List.Item>
      )}
    />
  );
}
