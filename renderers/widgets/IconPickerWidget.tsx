/**
 * An icon name picked from the icons the shell draws (src/shared/icons/icon-names.ts) instead of
 * guessed: the text field shows the name with its icon in front, 选择图标 opens the list under it
 * (a search field and one button per icon, named by its icon name), a click writes the name and
 * closes the list. A name typed by hand stays possible (JeecgBoot's names, an iconfont class); one
 * the list does not know says the menu will show its default icon.
 */
import { Button, Input } from 'antd';
import { useId, useMemo, useState } from 'react';
import { ICON_NAMES, iconNameOf } from '../../src/shared/icons/icon-names';
import { NAMED_ICONS, namedIcon } from '../icons/named-icons';
import { useText } from '../i18n/use-text';
import { fieldStatusProps, isLocked, type FieldWidgetProps } from './widget-props';

function IconPickerWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const text = useText();
  const panelId = useId();
  const unknownId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const current = typeof value === 'string' ? value : '';
  const selected = iconNameOf(current);
  const locked = isLocked(props);
  const matches = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted === '' ? ICON_NAMES : ICON_NAMES.filter((name) => name.includes(wanted));
  }, [search]);
  const status = fieldStatusProps(props);
  const unknown = current !== '' && selected === undefined;
  const describedBy = [status['aria-describedby'], unknown ? unknownId : undefined].filter(Boolean).join(' ');

  return (
    <div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          id={id}
          value={current}
          disabled={locked}
          placeholder={placeholder}
          prefix={<span aria-hidden="true">{namedIcon(current) ?? null}</span>}
          {...status}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <Button
          disabled={locked}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {text('iconChoose')}
        </Button>
        {current !== '' && !locked && (
          <Button onClick={() => onChange(undefined)}>{text('iconClear')}</Button>
        )}
      </div>
      {unknown && (
        <div id={unknownId} style={{ marginTop: 4 }}>
          {text('iconUnknown')}
        </div>
      )}
      {open && !locked && (
        <div id={panelId} style={{ marginTop: 8 }}>
          <Input
            aria-label={text('iconSearch')}
            placeholder={text('iconSearch')}
            value={search}
            allowClear
            onChange={(e) => setSearch(e.target.value)}
          />
          <div
            role="group"
            aria-label={text('iconChoose')}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 4,
              marginTop: 8,
              maxHeight: 240,
              overflow: 'auto',
            }}
          >
            {matches.map((name) => (
              <Button
                key={name}
                aria-label={name}
                title={name}
                aria-pressed={name === selected}
                type={name === selected ? 'primary' : 'default'}
                icon={NAMED_ICONS[name]}
                onClick={() => {
                  onChange(name);
                  setOpen(false);
                  setSearch('');
                }}
              />
            ))}
            {matches.length === 0 && <span>{text('iconNoMatch')}</span>}
          </div>
        </div>
      )}
    </div>
  );
}
export const IconPickerWidget = IconPickerWidgetView;
