/**
 * The users a stored user value names, to show their names: users the picker just handed back are
 * known already; others (a record opened for editing) are read once through the provider.
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from '../../context';
import type { PickerUser, PickerUserKey } from '../../data/data-provider';

export function useStoredUsers(keys: readonly string[], by: PickerUserKey) {
  const data = useDataProvider();
  const [known, setKnown] = useState<PickerUser[]>([]);
  const wanted = keys.join(',');
  useEffect(() => {
    const missing = wanted === '' ? [] : wanted.split(',').filter((k) => !known.some((u) => u[by] === k));
    if (missing.length === 0) return;
    let alive = true;
    data.getPickerUsers(missing, by).then(
      (answer) => {
        if (alive && answer.success && Array.isArray(answer.result)) {
          const found = answer.result;
          setKnown((before) => [...before.filter((u) => !found.some((f) => f[by] === u[by])), ...found]);
        }
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
    // `known` grows from this effect's own answers; reading it must not start another read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, wanted, by]);

  /** Remembers users the picker handed back, so their names show without another read. */
  const remember = (users: readonly PickerUser[]) =>
    setKnown((before) => [...before.filter((u) => !users.some((f) => f[by] === u[by])), ...users]);
  /** The users of the keys, in their order; a key no readable user has stays as a bare entry. */
  const users: PickerUser[] = keys.map(
    (k) =>
      known.find((u) => u[by] === k) ?? {
        id: k,
        username: k,
        realname: '',
        sex: null,
        phone: null,
        birthday: null,
        orgCodeTxt: '',
      },
  );
  return { users, remember };
}
