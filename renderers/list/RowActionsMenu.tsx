/**
 * 更多 (More): a row's actions past the shown links, as a dropdown menu. The menu opens with Enter
 * or Space and takes the focus (arrows move, Escape closes back to the trigger). An entry that must
 * be confirmed asks in the same Popconfirm a link would, here anchored to 更多 (the menu has closed),
 * its 确定 focused so the keyboard can answer. A protected row's entry is disabled and says why
 * in its own text: a disabled menu entry takes no focus, so a tooltip would reach no keyboard user.
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useRef, useState } from 'react';
import type { ActionDef, EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { actionLabel } from './action-label';
import { confirmQuestion } from './action-confirm';
import type { Row } from './build-columns';
import type { RowAction } from './visible-actions';

const TRIGGER_STYLE: React.CSSProperties = { paddingInline: 0 };

export interface RowActionsMenuProps {
  items: readonly RowAction[];
  row: Row;
  entity: EntitySchema;
  onRun(action: ActionDef, row: Row): void;
}

export function RowActionsMenu({ items, row, entity, onRun }: RowActionsMenuProps) {
  const { t } = useRenderer();
  const text = useText();
  const [open, setOpen] = useState(false);
  // The entry asking for confirmation; kept after the answer so the closing popover keeps its text.
  const [pending, setPending] = useState<{ action: ActionDef; question: string } | null>(null);
  const [asking, setAsking] = useState(false);
  // The chosen entry's menu is gone: focus goes back to 更多, where a dialog the action opens returns it too.
  const trigger = useRef<HTMLButtonElement>(null);
  const answered = () => {
    setAsking(false);
    trigger.current?.focus();
  };

  const menuItems: MenuProps['items'] = items.map(({ action, disabledReason }) => {
    const label = actionLabel(action, t, (key) => text(key));
    return {
      key: action.key,
      danger: action.danger,
      disabled: disabledReason !== undefined,
      label: disabledReason ? (
        <span className="renderer-row-actions-menu__disabled">
          {label}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {t(disabledReason)}
          </Typography.Text>
        </span>
      ) : (
        label
      ),
    };
  });

  const choose: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    const item = items.find((i) => i.action.key === key);
    if (!item || item.disabledReason) return;
    trigger.current?.focus();
    const question = confirmQuestion(item.action, entity, t, text);
    if (question) {
      setPending({ action: item.action, question });
      setAsking(true);
    } else onRun(item.action, row);
  };

  return (
    <Popconfirm
      open={asking}
      title={pending?.question ?? ''}
      okText={text('ok')}
      cancelText={text('cancel')}
      okButtonProps={{ autoFocus: true }}
      // Only closing is the user's to ask (outside click, 取消): it opens from a menu entry, not from 更多.
      onOpenChange={(next) => {
        if (!next) setAsking(false);
      }}
      onCancel={answered}
      onConfirm={() => {
        answered();
        if (pending) onRun(pending.action, row);
      }}
    >
      <span>
        <Dropdown
          trigger={['click']}
          open={open}
          onOpenChange={setOpen}
          autoFocus
          menu={{ items: menuItems, onClick: choose }}
        >
          <Button
            ref={trigger}
            type="link"
            size="small"
            autoInsertSpace={false}
            aria-haspopup="menu"
            aria-expanded={open}
            icon={<DownOutlined aria-hidden />}
            iconPlacement="end"
            style={TRIGGER_STYLE}
          >
            {text('more')}
          </Button>
        </Dropdown>
      </span>
    </Popconfirm>
  );
}
