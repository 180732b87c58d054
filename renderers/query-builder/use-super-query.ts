/** The query builder's controller: lines, match type, saved queries, apply and reset. */
import { useCallback, useState } from 'react';
import type { EntitySchema } from '../../src/shared/schema/types';
import type { SuperQueryLine } from '../list/list-state';
import { linesFromRecords, normaliseLines, type QueryLine } from './query-lines';
import {
  loadSavedQueries,
  queryProblem,
  removeSavedQuery,
  saveQuery,
  type SavedQuery,
} from './saved-queries';
import type { MessageKey } from '../i18n/messages';

let lineCounter = 0;
export function newLine(): QueryLine {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, rule: 'eq' };
}

export function useSuperQuery(entity: EntitySchema, saveKey: string) {
  const [lines, setLines] = useState<QueryLine[]>(() => [newLine()]);
  const [matchType, setMatchType] = useState<'and' | 'or'>('and');
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(localStorage, saveKey));

  const updateLine = useCallback((key: string, patch: Partial<QueryLine>) => {
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  }, []);
  const addLine = useCallback(() => setLines((all) => [...all, newLine()]), []);
  const removeLine = useCallback(
    (key: string) => setLines((all) => (all.length > 1 ? all.filter((l) => l.key !== key) : [newLine()])),
    [],
  );
  const reset = useCallback(() => {
    setLines([newLine()]);
    setMatchType('and');
  }, []);

  /** The records to apply, or the message saying why not. */
  const prepare = useCallback((): { records: SuperQueryLine[] } | { problem: MessageKey } => {
    const records = normaliseLines(lines, entity);
    const problem = queryProblem(records, 'query');
    return problem ? { problem } : { records };
  }, [lines, entity]);

  const save = useCallback(
    (title: string, overwrite: boolean): { problem: MessageKey } | 'exists' | 'saved' => {
      const records = normaliseLines(lines, entity);
      const problem = queryProblem(records, 'save', title);
      if (problem) return { problem };
      const outcome = saveQuery(
        localStorage,
        saveKey,
        { title: title.trim(), matchType, records },
        overwrite,
      );
      if (outcome === 'saved') setSaved(loadSavedQueries(localStorage, saveKey));
      return outcome;
    },
    [lines, entity, matchType, saveKey],
  );

  const load = useCallback((query: SavedQuery) => {
    setLines(linesFromRecords(query.records).map((l) => ({ ...l, key: newLine().key })));
    setMatchType(query.matchType);
  }, []);

  const remove = useCallback(
    (title: string) => setSaved(removeSavedQuery(localStorage, saveKey, title)),
    [saveKey],
  );

  return {
    lines,
    matchType,
    setMatchType,
    saved,
    updateLine,
    addLine,
    removeLine,
    reset,
    prepare,
    save,
    load,
    remove,
  };
}
