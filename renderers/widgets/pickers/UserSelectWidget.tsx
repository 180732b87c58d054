/**
 * User picker field (JSelectUserByDept): shows the chosen users' real names and opens the user picker
 * (UserPickerModal). The value is the users' usernames comma-joined, or their ids with
 * `x-widget-options.valueField: "id"`; one user unless `x-widget-options.multiple` is true.
 */
import { useState } from 'react';
import type { PickerUserKey } from '../../data/data-provider';
import { joinIds, splitIds } from '../use-remote-list';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from '../widget-props';
import { PickerInput } from './PickerInput';
import { UserPickerModal } from './UserPickerModal';
import { useStoredUsers } from './use-stored-users';

function UserSelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, label } = props;
  const multiple = widgetOption<boolean>(props, 'multiple') === true;
  const keyOf: PickerUserKey = widgetOption<string>(props, 'valueField') === 'id' ? 'id' : 'username';
  const keys = splitIds(value);
  const { users, remember } = useStoredUsers(keys, keyOf);
  const [open, setOpen] = useState(false);
  const names = users.map((u) => u.realname || u.username).join(',');
  return (
    <>
      <PickerInput
        id={id}
        text={names}
        label={label || ''}
        placeholder={placeholder}
        disabled={isLocked(props)}
        status={fieldStatusProps(props)}
        onOpen={() => setOpen(true)}
        onClear={() => onChange(undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {open ? (
        <UserPickerModal
          id={id}
          multiple={multiple}
          keyOf={keyOf}
          initial={users}
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            remember(chosen);
            onChange(joinIds(chosen.map((u) => u[keyOf])));
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

export const UserSelectWidget = UserSelectWidgetView;
