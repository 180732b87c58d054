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

/** What the advanced query dialog works with. */
export interface SuperQuery {
  /** The condition lines as edited (at least one, possibly empty). */
  lines: QueryLine[];
  /** Whether all lines must match ('and') or any one ('or'). */
  matchType: 'and' | 'or';
  setMatchType(matchType: 'and' | 'or'): void;
  /** The queries saved under this list's key in localStorage. */
  saved: SavedQuery[];
  updateLine(key: string, patch: Partial<QueryLine>): void;
  addLine(): void;
  /** Removes a line; removing the last one leaves one empty line. */
  removeLine(key: string): void;
  /** Back to one empty line matching all. */
  reset(): void;
  /** The records to apply, or the message saying why not. */
  prepare(): { records: SuperQueryLine[] } | { problem: MessageKey };
  /** Why the current lines cannot be saved before any name is asked for, or null. */
  saveBlocked(): MessageKey | null;
  /** Saves under a title: the message why not, 'exists' (ask to overwrite) or 'saved'. */
  save(title: string, overwrite: boolean): { problem: MessageKey } | 'exists' | 'saved';
  /** Replaces the lines and match type with a saved query's. */
  load(query: SavedQuery): void;
  /** Deletes a saved query by title. */
  remove(title: string): void;
}

export function useSuperQuery(entity: EntitySchema, saveKey: string): SuperQuery {
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

  /** Why the current lines cannot be saved before any name is asked for (空条件不能保存), or null. */
  const saveBlocked = useCallback(
    (): MessageKey | null => queryProblem(normaliseLines(lines, entity), 'save', 'name'),
    [lines, entity],
  );

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
    saveBlocked,
    save,
    load,
    remove,
  };
}
