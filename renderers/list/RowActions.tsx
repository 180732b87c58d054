/** The row's action links: edit, detail, delete (with Popconfirm), confirm requests and sub-lists. */
import { Divider, Popconfirm, Tooltip, Typography } from 'antd';
import { Fragment } from 'react';
import type { ActionDef, EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import type { MessageKey } from '../i18n/messages';
import type { Row } from './build-columns';
import { rowActionsFor } from './visible-actions';

export interface RowActionsProps {
  actions: readonly ActionDef[];
  row: Row;
  entity: EntitySchema;
  onRun(action: ActionDef, row: Row): void;
}

const DEFAULT_LABEL: Record<string, MessageKey> = { edit: 'edit', detail: 'detail', delete: 'delete' };

export function RowActions({ actions, row, entity, onRun }: RowActionsProps) {
  const { t } = useRenderer();
  const text = useText();
  const items = rowActionsFor(actions, row, entity);
  return (
    <span className="renderer-row-actions">
      {items.map(({ action, disabledReason }, index) => {
        const label = action.label
          ? t(action.label)
          : DEFAULT_LABEL[action.kind]
            ? text(DEFAULT_LABEL[action.kind] as MessageKey)
            : action.key;
        let node: React.ReactNode;
        if (disabledReason) {
          node = (
            <Tooltip title={t(disabledReason)}>
              <Typography.Link disabled>{label}</Typography.Link>
            </Tooltip>
          );
        } else if (action.kind === 'delete' || action.kind === 'confirm') {
          const title = action.confirm
            ? t(action.confirm)
            : action.kind === 'delete'
              ? text('confirmDeleteOne')
              : text('confirmAction');
          node = (
            <Popconfirm
              title={title}
              okText={text('ok')}
              cancelText={text('cancel')}
              onConfirm={() => onRun(action, row)}
            >
              <Typography.Link>{label}</Typography.Link>
            </Popconfirm>
          );
        } else {
          node = <Typography.Link onClick={() => onRun(action, row)}>{label}</Typography.Link>;
        }
        return (
          <Fragment key={action.key}>
            {index > 0 && <Divider orientation="vertical" />}
            {node}
          </Fragment>
        );
      })}
    </span>
  );
}
