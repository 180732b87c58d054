/**
 * Texts of stored values a tree has not loaded yet (a record opened for edit whose value sits deep
 * in the tree): asked once per value list, so the field shows names, not ids.
 */
import { useEffect, useState } from 'react';
import type { Envelope } from '../../src/shared/envelope';

export type TextsLoader = (values: readonly string[]) => Promise<Envelope<string[]>>;

export function useStoredLabels(
  values: readonly string[],
  known: ReadonlyMap<string, string>,
  load: TextsLoader | null,
): Map<string, string> {
  const missing = values.filter((v) => !known.has(v));
  const key = missing.join(',');
  const [fetched, setFetched] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (!load || key === '') return;
    let alive = true;
    const asked = key.split(',');
    load(asked).then(
      (answer) => {
        if (!alive || !answer.success || !Array.isArray(answer.result)) return;
        const texts = answer.result;
        setFetched((old) => new Map([...old, ...asked.map((v, i): [string, string] => [v, texts[i] ?? v])]));
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
    // `load` is rebuilt by the widget's render; the values it asks for are the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const labels = new Map(fetched);
  for (const [v, t] of known) labels.set(v, t);
  return labels;
}
