import { useEffect, useState } from 'react';
import { useDataProvider, type DictItem } from '../context';

/** Dictionary items of a code (empty while loading or when the load fails, SPEC §8). */
export function useDict(code: string | undefined): DictItem[] {
  const { loadDict } = useDataProvider();
  const [state, setState] = useState<{ code?: string; items: DictItem[] }>({ items: [] });
  useEffect(() => {
    if (!code) return;
    let alive = true;
    loadDict(code).then(
      (items) => alive && setState({ code, items }),
      () => alive && setState({ code, items: [] }),
    );
    return () => {
      alive = false;
    };
  }, [code, loadDict]);
  return state.code === code ? state.items : [];
}

/** Items of several dictionaries at once (the list page's columns). */
export function useDicts(codes: readonly string[]): Record<string, DictItem[]> {
  const { loadDict } = useDataProvider();
  const key = [...new Set(codes)].sort().join(',');
  const [dicts, setDicts] = useState<Record<string, DictItem[]>>({});
  useEffect(() => {
    if (!key) return;
    let alive = true;
    const list = key.split(',');
    Promise.all(list.map((c) => loadDict(c).catch(() => [] as DictItem[]))).then((all) => {
      if (alive) setDicts(Object.fromEntries(list.map((c, i) => [c, all[i] ?? []])));
    });
    return () => {
      alive = false;
    };
  }, [key, loadDict]);
  return dicts;
}
