/**
 * The row's actions: the first few as links (edit, detail, delete with Popconfirm, confirm requests,
 * workflow transitions, sub-lists), the rest under 更多 (row-action-split.ts).
 */
import { Divider, Popconfirm, Tooltip } from 'antd';
import { Fragment } from 'react';
import type { ActionDef, EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { ActionLink } from './ActionLink';
import { actionLabel } from './action-label';
import { confirmQuestion } from './action-confirm';
import type { Row } from './build-columns';
import { RowActionsMenu } from './RowActionsMenu';
import { splitRowActions } from './row-action-split';
import { rowActionsFor, type RowAction } from './visible-actions';

export interface RowActionsProps {
  actions: readonly ActionDef[];
  row: Row;
  entity: EntitySchema;
  onRun(action: ActionDef, row: Row): void;
}

export function RowActions({ actions, row, entity, onRun }: RowActionsProps) {
  const { user } = useRenderer();
  const { shown, more } = splitRowActions(rowActionsFor(actions, row, entity, user));
  return (
    <span className="renderer-row-actions">
      {shown.map((item, index) => (
        <Fragment key={item.action.key}>
          {index > 0 && <Divider orientation="vertical" />}
          <RowActionLink item={item} row={row} entity={entity} onRun={onRun} />
        </Fragment>
      ))}
      {more.length > 0 && (
        <>
          <Divider orientation="vertical" />
          <RowActionsMenu items={more} row={row} entity={entity} onRun={onRun} />
        </>
      )}
    </span>
  );
}

interface RowActionLinkProps {
  item: RowAction;
  row: Row;
  entity: EntitySchema;
  onRun(action: ActionDef, row: Row): void;
}

function RowActionLink({ item: { action, disabledReason }, row, entity, onRun }: RowActionLinkProps) {
  const { t } = useRenderer();
  const text = useText();
  const label = actionLabel(action, t, (key) => text(key));
  if (disabledReason) {
    return (
      <Tooltip title={t(disabledReason)}>
        <ActionLink disabled>{label}</ActionLink>
      </Tooltip>
    );
  }
  const question = confirmQuestion(action, entity, t, text);
  if (question) {
    return (
      <Popconfirm
        title={question}
        okText={text('ok')}
        cancelText={text('cancel')}
        onConfirm={() => onRun(action, row)}
      >
        <ActionLink danger={action.danger}>{label}</ActionLink>
      </Popconfirm>
    );
  }
  return (
    <ActionLink danger={action.danger} onClick={() => onRun(action, row)}>
      {label}
    </ActionLink>
  );
}
