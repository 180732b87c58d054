/** Role picker (JSelectMultipleRole-like): every role (the provider's `roles` list), value the chosen ids comma-joined. */
import { Select } from 'antd';
import { useMemo } from 'react';
import { useText } from '../i18n/use-text';
import { joinIds, splitIds, useRemoteList } from './use-remote-list';
import { fieldStatusProps, isLocked, type FieldWidgetProps } from './widget-props';

interface Role {
  id: string;
  roleName: string;
  roleCode?: string;
  description?: string | null;
}

function RoleSelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const text = useText();
  const roles = useRemoteList<Role>('roles');
  const options = useMemo(() => roles.map((r) => ({ value: r.id, label: r.roleName })), [roles]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={splitIds(value)}
      options={options}
      disabled={isLocked(props)}
      placeholder={placeholder || text('placeholderSelect')}
      {...fieldStatusProps(props)}
      onChange={(ids) => onChange(joinIds(ids ?? []))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export const RoleSelectWidget = RoleSelectWidgetView;
