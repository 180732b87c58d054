/**
 * Role picker (JSelectMultipleRole-like): every role (the provider's `roles` list), value the chosen
 * ids comma-joined. Typing finds roles by name or by code (SPEC §6); each choice shows both.
 */
import { Select } from 'antd';
import { useMemo } from 'react';
import { useText } from '../i18n/use-text';
import { useClearable } from './use-clearable';
import { joinIds, splitIds, useRemoteList } from './use-remote-list';
import { fieldStatusProps, isLocked, type FieldWidgetProps } from './widget-props';

interface Role {
  id: string;
  roleName: string;
  roleCode?: string;
  description?: string | null;
}

interface RoleOption {
  value: string;
  label: string;
  code: string;
}

function RoleSelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const text = useText();
  const clearable = useClearable();
  const roles = useRemoteList<Role>('roles');
  const options = useMemo(
    () => roles.map((r) => ({ value: r.id, label: r.roleName, code: r.roleCode ?? '' })),
    [roles],
  );
  return (
    <Select<string[], RoleOption>
      id={id}
      mode="multiple"
      allowClear={clearable}
      showSearch={{
        filterOption: (input, option) => {
          const wanted = input.trim().toLowerCase();
          return `${option?.label ?? ''}\n${option?.code ?? ''}`.toLowerCase().includes(wanted);
        },
      }}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.code ? (
            <span style={{ color: '#595959', marginInlineStart: 8 }}>{option.data.code}</span>
          ) : null}
        </span>
      )}
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
