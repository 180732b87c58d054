/**
 * The rows a stored listSelect value names, to show their text: rows the picker just handed back
 * are known; others are read once from the page's list with `<valueField>=a,b` (the list's "in").
 */
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from '../../context';
import { resourceOf } from '../../data/data-provider';
import type { LoadedPage } from '../../page/types';
import { rowValue, type PickerRow } from './list-picker-model';
import { pageRows } from './picker-paging';

export function useStoredRows(loaded: LoadedPage | undefined, valueField: string, keys: readonly string[]) {
  const data = useDataProvider();
  const [known, setKnown] = useState<PickerRow[]>([]);
  const resource = useMemo(() => (loaded ? resourceOf(loaded.page, loaded.entity) : undefined), [loaded]);
  const wanted = keys.join(',');
  useEffect(() => {
    const missing =
      wanted === '' ? [] : wanted.split(',').filter((k) => !known.some((r) => rowValue(r, valueField) === k));
    if (!resource || missing.length === 0) return;
    let alive = true;
    // A comma inside a value is written ++ in the list grammar.
    const filter = missing.map((k) => k.replaceAll(',', '++')).join(',');
    data
      .getList<PickerRow>(resource, { [valueField]: filter, pageNo: '1', pageSize: String(missing.length) })
      .then(
        (answer) => {
          if (!alive || !answer.success) return;
          const found = pageRows(answer.result).rows;
          setKnown((before) => [
            ...before.filter((r) => !found.some((f) => rowValue(f, valueField) === rowValue(r, valueField))),
            ...found,
          ]);
        },
        () => undefined,
      );
    return () => {
      alive = false;
    };
    // `known` grows from this effect's own answers; reading it must not start another read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, resource, valueField, wanted]);

  const remember = (rows: readonly PickerRow[]) =>
    setKnown((before) => [
      ...before.filter((r) => !rows.some((f) => rowValue(f, valueField) === rowValue(r, valueField))),
      ...rows,
    ]);
  /** The rows of the keys in their order; a key no readable row has stays as a bare row. */
  const rows: PickerRow[] = keys.map(
    (k) => known.find((r) => rowValue(r, valueField) === k) ?? { [valueField]: k },
  );
  return { rows, remember };
}
