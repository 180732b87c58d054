import { useEffect, useState } from 'react';
import { useDataProvider } from '../context';
import type { OptionListName } from '../data/data-provider';
import { useFeedback } from '../feedback';

// One empty list, so a memo over the answer does not recompute while there is none.
const NONE: never[] = [];

/**
 * A named option list of the data provider (the pickers' choices: department tree, roles), loaded once per name.
 * Empty while loading; a refusal shows the server's message and leaves it empty (SPEC §8); a call
 * without an answer has been reported by the app's request layer already. No name: nothing is read.
 */
export function useRemoteList<T>(name: OptionListName | undefined): T[] {
  const data = useDataProvider();
  const feedback = useFeedback();
  const [state, setState] = useState<{ name?: string; items: T[] }>({ items: [] });
  useEffect(() => {
    if (name === undefined) return;
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
  return name !== undefined && state.name === name ? state.items : NONE;
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
