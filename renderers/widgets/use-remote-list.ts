import { useEffect, useState } from 'react';
import { useDataProvider } from '../context';
import type { OptionListName } from '../data/data-provider';
import { useFeedback } from '../feedback';

/**
 * A named option list of the data provider (the pickers' choices: department tree, roles), loaded once per name.
 * Empty while loading; a refusal shows the server's message and leaves it empty (SPEC §8); a call
 * without an answer has been reported by the app's request layer already.
 */
export function useRemoteList<T>(name: OptionListName): T[] {
  const data = useDataProvider();
  const feedback = useFeedback();
  const [state, setState] = useState<{ name?: string; items: T[] }>({ items: [] });
  useEffect(() => {
    let alive = true;
    data.loadOptions<T>(name).then(
      (answer) => {
        if (!alive) return;
        if (!answer.success) feedback.warning(answer.message);
        setState({ name, items: answer.success && Array.isArray(answer.result) ? answer.result : [] });
      },
      () => alive && setState({ name, items: [] }),
    );
    return () => {
      alive = false;
    };
    // feedback is a new object each render; the list depends on its name only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, data]);
  return state.name === name ? state.items : [];
}

/** A comma-joined value (JeecgBoot's multi-select convention) as a list of ids. */
export function splitIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((v) => v !== '');
  if (typeof value !== 'string' || value === '') return [];
  return value.split(',').filter((v) => v !== '');
}

/** A list of ids as the stored value: comma-joined, undefined when empty (rjsf's "no value"). */
export function joinIds(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? undefined : ids.join(',');
}
