/**
 * A dashboard's list: the block's items (those its filter keeps, at most its limit) as a list (`ul`)
 * labelled by its heading (or the page title), each with its tags, texts and a link to the screen
 * where it is handled; without items, the block's empty text.
 */
import { List, Tag, Typography } from 'antd';
import type { DashboardListBlock, DashboardPage } from '../../src/shared/schema/dashboard-page';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useRenderer } from '../context';
import { fieldText, fillParts, fillTemplate, itemsAt, type DashboardItem } from './dashboard-values';
import { InAppLink, isInAppPath } from './InAppLink';

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
  const items = itemsAt(result, block.items)
    .filter((item) => block.filter === undefined || logicTruthy(block.filter, item))
    .slice(0, block.limit);
  // The first tag whose condition holds on the item (e.g. overdue in red words, else the days left).
  const endTag = (item: DashboardItem) => {
    const tag = block.tags?.find(
      (candidate) => candidate.when === undefined || logicTruthy(candidate.when, item),
    );
    return tag && <Tag color={tag.color}>{fillTemplate(t(tag.text), item, locale)}</Tag>;
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
        extra={block.tags && endTag(item)}
        actions={
          isInAppPath(path)
            ? [
                <InAppLink key="open" path={path} navigate={navigate} label={`${label}：${primary}`}>
                  {label}
                </InAppLink>,
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
  // The items are our own `ul`, so that the list itself (not a wrapper) is named by the heading.
  return (
    <List size="small">
      {items.length === 0 ? (
        <div className="ant-list-empty-text">{t(block.empty)}</div>
      ) : (
        <ul className="ant-list-items" aria-labelledby={labelledBy}>
          {items.map(renderItem)}
        </ul>
      )}
    </List>
  );
}
