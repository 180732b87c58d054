/** The chosen items of a picker, each with a button that takes it out again. */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useText } from '../../i18n/use-text';

export interface SelectedItem {
  key: string;
  label: string;
}

export function SelectedList({
  items,
  onRemove,
}: {
  items: readonly SelectedItem[];
  onRemove(key: string): void;
}) {
  const t = useText();
  const heading = t('pickerSelectedList');
  return (
    <section aria-label={heading} style={{ marginTop: 12 }}>
      <Typography.Text strong>{`${heading} (${items.length})`}</Typography.Text>
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('pickerNothingSelected')}
        </Typography.Paragraph>
      ) : (
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '8px 0 0',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          {items.map((item) => (
            <li key={item.key}>
              <Tag style={{ marginInlineEnd: 0 }}>
                {item.label}
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('pickerRemove', { name: item.label })}
                  onClick={() => onRemove(item.key)}
                  style={{ marginInlineStart: 4, height: 20, width: 20, minWidth: 20 }}
                />
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
