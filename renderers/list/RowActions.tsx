/** The row's action links: edit, detail, delete (with Popconfirm), confirm requests, workflow transitions and sub-lists. */
import { Divider, Popconfirm, Tooltip } from 'antd';
import { Fragment } from 'react';
import type { ActionDef, EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { ActionLink } from './ActionLink';
import { actionLabel } from './action-label';
import type { Row } from './build-columns';
import { rowActionsFor } from './visible-actions';
import { transitionHasFields } from './transition-action';

export interface RowActionsProps {
  actions: readonly ActionDef[];
  row: Row;
  entity: EntitySchema;
  onRun(action: ActionDef, row: Row): void;
}

export function RowActions({ actions, row, entity, onRun }: RowActionsProps) {
  const { t, user } = useRenderer();
  const text = useText();
  const items = rowActionsFor(actions, row, entity, user);
  return (
    <span className="renderer-row-actions">
      {items.map(({ action, disabledReason }, index) => {
        const label = actionLabel(action, t, (key) => text(key));
        let node: React.ReactNode;
        if (disabledReason) {
          node = (
            <Tooltip title={t(disabledReason)}>
              <ActionLink disabled>{label}</ActionLink>
            </Tooltip>
          );
        } else if (action.kind === 'delete' || action.kind === 'confirm' || (action.kind === 'transition' && action.confirm && !transitionHasFields(entity, action))) {
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
              <ActionLink danger={action.danger}>{label}</ActionLink>
            </Popconfirm>
          );
        } else {
          node = (
            <ActionLink danger={action.danger} onClick={() => onRun(action, row)}>
              {label}
            </ActionLink>
          );
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
