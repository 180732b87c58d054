/**
 * The `cron` widget (JeecgBoot's JCron): the expression in a text box, typed by hand or built in
 * the cron editor the button opens. Loaded on first use (lazy-widgets.tsx), with the editor.
 *
 * Options: `timeZone`, the installation's zone (the server adds it to the page's answer), and
 * `timeZoneField`, a field of the same form naming the record's own zone, which wins when set.
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useRenderer } from '../../context';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../src/shared/cron/zoned-time';
import {
  fieldStatusProps,
  isLocked,
  widgetOption,
  type FieldWidgetProps,
  type RendererFormContext,
} from '../widget-props';
import { CronEditorModal } from './CronEditorModal';
import { CRON_TEXTS } from './cron-texts';

/** The zone the preview computes in: the record's own, else the installation's, else the default. */
function previewZone(props: FieldWidgetProps): string {
  const field = widgetOption<string>(props, 'timeZoneField');
  const context = props.registry.formContext as RendererFormContext | undefined;
  const own = field ? context?.valueOf?.(field) : undefined;
  if (typeof own === 'string' && own.trim() !== '' && isTimeZone(own.trim())) return own.trim();
  const installation = widgetOption<string>(props, 'timeZone');
  return typeof installation === 'string' && isTimeZone(installation) ? installation : DEFAULT_TIME_ZONE;
}

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
        <Button
          icon={<ClockCircleOutlined />}
          disabled={locked}
          aria-label={t(CRON_TEXTS.openLabel)}
          onClick={() => setEditing(true)}
        >
          {t(CRON_TEXTS.open)}
        </Button>
      </Space.Compact>
      {editing ? (
        <CronEditorModal
          value={expression}
          timeZone={previewZone(props)}
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
