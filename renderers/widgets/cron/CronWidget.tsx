/**
 * The `cron` widget (JeecgBoot's JCron): the expression in a text box, typed by hand or built in
 * the cron editor the button opens. Loaded on first use (lazy-widgets.tsx), with the editor.
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useRenderer } from '../../context';
import { fieldStatusProps, isLocked, type FieldWidgetProps } from '../widget-props';
import { CronEditorModal } from './CronEditorModal';
import { CRON_TEXTS } from './cron-texts';

export function CronWidget(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const { t } = useRenderer();
  const [editing, setEditing] = useState(false);
  const locked = isLocked(props);
  const expression = typeof value === 'string' ? value : '';
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={expression}
          placeholder={placeholder || '* * * * * ? *'}
          disabled={props.disabled}
          readOnly={props.readonly}
          spellCheck={false}
          {...fieldStatusProps(props)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <Button icon={<ClockCircleOutlined />} disabled={locked} aria-label={t(CRON_TEXTS.openLabel)} onClick={() => setEditing(true)}>
          {t(CRON_TEXTS.open)}
        </Button>
      </Space.Compact>
      {editing ? (
        <CronEditorModal
          value={expression}
          onCancel={() => setEditing(false)}
          onOk={(next) => {
            setEditing(false);
            onChange(next);
          }}
        />
      ) : null}
    </>
  );
}
