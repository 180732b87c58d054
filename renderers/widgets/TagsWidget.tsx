/** Tags input (the editable table's tag cell): the text with a semicolon after every two characters, tags shown below. */
import { Input, Tag } from 'antd';
import { useId } from 'react';
import { useText } from '../i18n/use-text';
import { forceSemicolons, tagsOf } from './tags-text';
import { fieldStatusProps, isLocked, type FieldWidgetProps } from './widget-props';

function TagsWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const text = useText();
  const hintId = useId();
  const current = typeof value === 'string' ? value : '';
  const status = fieldStatusProps(props);
  const describedBy = [status['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <div>
      <Input
        id={id}
        value={current}
        disabled={isLocked(props)}
        placeholder={placeholder}
        {...status}
        aria-describedby={describedBy}
        onChange={(e) => {
          const next = forceSemicolons(e.target.value, current);
          onChange(next === '' ? undefined : next);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <div
        id={hintId}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {text('tagsHint')}
      </div>
      {tagsOf(current).length > 0 && (
        <div aria-hidden="true" style={{ marginTop: 4 }}>
          {tagsOf(current).map((tag, i) => (
            <Tag key={`${i}-${tag}`}>{tag}</Tag>
          ))}
        </div>
      )}
    </div>
  );
}
export const TagsWidget = TagsWidgetView;
