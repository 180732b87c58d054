/**
 * A dashboard's list: the block's items as a list labelled by its heading (or the page title), each
 * with its tag, texts and a link to the screen where it is handled.
 */
import { List, Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import type { DashboardListBlock, DashboardPage } from '../../src/shared/schema/dashboard-page';
import { useRenderer } from '../context';
import { fieldText, fillParts, itemsAt, type DashboardItem } from './dashboard-values';

/** Only a path inside the app is linked: an item's value never becomes another site or a script URL. */
const IN_APP_PATH = /^\/(?![/\\])/;

export interface ListBlockProps {
  block: DashboardListBlock;
  labels: DashboardPage['labels'];
  result: unknown;
  labelledBy: string;
  /** The app's in-app navigation; without it a link loads its page. */
  navigate?: (path: string) => void;
}

export function ListBlock({ block, labels, result, labelledBy, navigate }: ListBlockProps) {
  const { t, locale } = useRenderer();
  const items = itemsAt(result, block.items);
  const open = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };
  const renderItem = (item: DashboardItem, index: number) => {
    const primary = fillParts(block.primary, item, locale);
    const secondary = fillParts(block.secondary, item, locale);
    const path = block.link ? fieldText(item, block.link.field) : '';
    const label = block.link ? t(block.link.label) : '';
    const tagValue = block.tag ? fieldText(item, block.tag) : '';
    return (
      <List.Item
        key={`${fieldText(item, 'id') || index}-${index}`}
        actions={
          IN_APP_PATH.test(path)
            ? [
                <a key="open" href={path} onClick={open(path)} aria-label={`${label}：${primary}`}>
                  {label}
                </a>,
              ]
            : undefined
        }
      >
        <List.Item.Meta
          title={
            <span>
              {tagValue && <Tag>{t(labels?.[block.tag ?? '']?.[tagValue]) || tagValue}</Tag>}
              <Typography.Text strong>{primary}</Typography.Text>
              {secondary && <Typography.Text type="secondary">{` · ${secondary}`}</Typography.Text>}
            </span>
          }
          description={fillParts(block.description, item, locale) || undefined}
        />
      </List.Item>
    );
  };
  return (
    <List
      aria-labelledby={labelledBy}
      size="small"
      dataSource={items}
      locale={{ emptyText: t(block.empty) }}
      renderItem={renderItem}
    />
  );
}
