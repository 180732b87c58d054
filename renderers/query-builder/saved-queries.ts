/** Saved advanced queries per route/page in localStorage (`JSuperQuerySaved_<code>`, JSuperQuery). */
import type { SuperQueryLine } from '../list/list-state';
import type { MessageKey } from '../i18n/messages';

export interface SavedQuery {
  title: string;
  matchType: 'and' | 'or';
  records: SuperQueryLine[];
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function savedQueryKey(code: string): string {
  return `JSuperQuerySaved_${code}`;
}

function isSaved(value: unknown): value is SavedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.title === 'string' && (v.matchType === 'and' || v.matchType === 'or') && Array.isArray(v.records)
  );
}

export function loadSavedQueries(store: KeyValueStore, code: string): SavedQuery[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(savedQueryKey(code)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

/** Saves a query; an existing title is only replaced with `overwrite` (else 'exists' to ask first). */
export function saveQuery(
  store: KeyValueStore,
  code: string,
  query: SavedQuery,
  overwrite = false,
): 'saved' | 'exists' {
  const list = loadSavedQueries(store, code);
  const index = list.findIndex((q) => q.title === query.title);
  if (index >= 0 && !overwrite) return 'exists';
  if (index >= 0) list[index] = query;
  else list.push(query);
  store.setItem(savedQueryKey(code), JSON.stringify(list));
  return 'saved';
}

export function removeSavedQuery(store: KeyValueStore, code: string, title: string): SavedQuery[] {
  const list = loadSavedQueries(store, code).filter((q) => q.title !== title);
  store.setItem(savedQueryKey(code), JSON.stringify(list));
  return list;
}

/** Why a query cannot be run or saved (SPEC §5 Advanced query), or null when it can. */
export function queryProblem(
  records: readonly SuperQueryLine[],
  purpose: 'query' | 'save',
  title?: string,
): MessageKey | null {
  if (records.length === 0) return purpose === 'query' ? 'qbEmptyQuery' : 'qbEmptySave';
  if (purpose === 'save' && !title?.trim()) return 'qbNameRequired';
  return null;
}
