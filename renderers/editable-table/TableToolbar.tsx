/** Above the grid: add N rows at a position (0 = bottom) and remove the selected rows, each when permitted. */
import { useState, useSyncExternalStore } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Locale } from '../../src/shared/schema/types';
import type { RowStore } from './row-store';
import { tableText } from './texts';

export function TableToolbar(props: {
  store: RowStore;
  locale: Locale;
  disabled: boolean;
  /** 新增 shown (the table's permission prefix allows `add`). */
  canAdd: boolean;
  /** 删除 of the selection shown (the prefix allows `batch_delete`). */
  canRemove: boolean;
  onAdd: (count: number | null, position: number | null) => void;
  onRemoveSelected: () => void;
}) {
  const { store, locale } = props;
  const [count, setCount] = useState<number | null>(1);
  const [position, setPosition] = useState<number | null>(0);
  const rowCount = useSyncExternalStore(store.subscribeOrder, () => store.getIds().length);
  useSyncExternalStore(store.subscribeSelection, store.getSelectionVersion);
  const selected = store.selectedCount();
  return (
    <Space className="editable-table__toolbar" wrap>
      {props.canAdd ? (
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={props.disabled}
            onClick={() => props.onAdd(count, position)}
          >
            {tableText(locale, 'add')}
          </Button>
          <InputNumber
            aria-label={tableText(locale, 'addCount')}
            min={1}
            precision={0}
            value={count}
            onChange={setCount}
            disabled={props.disabled}
            style={{ width: 80 }}
          />
          <InputNumber
            aria-label={tableText(locale, 'addPosition')}
            min={0}
            max={rowCount}
            precision={0}
            value={position}
            onChange={setPosition}
            disabled={props.disabled}
            style={{ width: 80 }}
          />
        </>
      ) : null}
      {props.canRemove ? (
        <Button danger icon={<DeleteOutlined />} disabled={props.disabled} onClick={props.onRemoveSelected}>
          {tableText(locale, 'removeSelected')}
          {selected ? ` (${selected})` : ''}
        </Button>
      ) : null}
    </Space>
  );
}
