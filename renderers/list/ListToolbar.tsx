/** Toolbar buttons (add, batch delete, export, import, upload, advanced query) and the selection / query banners. */
import {
  DeleteOutlined,
  DownloadOutlined,
  FilterOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import type { ActionDef } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import type { MessageKey } from '../i18n/messages';
import { UploadActionButton } from './UploadActionButton';

export interface ListToolbarProps {
  actions: readonly ActionDef[];
  selectedCount: number;
  superQueryActive: boolean;
  onAction(action: ActionDef): void;
  onClearSelection(): void;
  onClearSuperQuery(): void;
  /** After an `upload` action's file was accepted (the list reloads). */
  onUploaded?(): void;
}

const ICONS: Record<string, React.ReactNode> = {
  add: <PlusOutlined />,
  batchDelete: <DeleteOutlined />,
  export: <DownloadOutlined />,
  import: <UploadOutlined />,
  superQuery: <FilterOutlined />,
};
const LABELS: Record<string, MessageKey> = {
  add: 'add',
  batchDelete: 'batchDelete',
  export: 'export',
  import: 'import',
  superQuery: 'superQuery',
};

export function ListToolbar({
  actions,
  selectedCount,
  superQueryActive,
  onAction,
  onClearSelection,
  onClearSuperQuery,
  onUploaded,
}: ListToolbarProps) {
  const { t } = useRenderer();
  const text = useText();
  return (
    <div className="renderer-list-toolbar" style={{ marginBottom: 12 }}>
      <Space wrap>
        {actions.map((action) => {
          const label = action.label
            ? t(action.label)
            : LABELS[action.kind]
              ? text(LABELS[action.kind] as MessageKey)
              : action.key;
          if (action.kind === 'upload') {
            return (
              <UploadActionButton
                key={action.key}
                action={action}
                label={label}
                onDone={() => onUploaded?.()}
              />
            );
          }
          return (
            <Button
              key={action.key}
              type={action.kind === 'add' ? 'primary' : 'default'}
              icon={ICONS[action.kind]}
              danger={action.danger}
              onClick={() => onAction(action)}
            >
              {label}
            </Button>
          );
        })}
        {superQueryActive && (
          <Typography.Text type="warning">
            {text('superQueryActive')}{' '}
            <Typography.Link onClick={onClearSuperQuery}>{text('clearSuperQuery')}</Typography.Link>
          </Typography.Text>
        )}
      </Space>
      {selectedCount > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={
            <span>
              {text('selected', { n: selectedCount })}{' '}
              <Typography.Link onClick={onClearSelection}>{text('clearSelection')}</Typography.Link>
            </span>
          }
        />
      )}
    </div>
  );
}
