/**
 * The persisted sub table rows a user removed in an entity form (x-sub-tables): the editable table
 * reports them through the form context (`editableTable.onDeleted`), and the write carries them as
 * `<property>_deleted` (src/shared/schema/sub-tables.ts), which the server deletes in the record's
 * transaction. Kept in a ref: collecting them re-renders nothing.
 */
import { useCallback, useMemo, useRef } from 'react';
import { deletedIdsKey } from '../../src/shared/schema/sub-tables';

export interface SubTableDeletions {
  onDeleted(field: string, ids: string[]): void;
  /** `{ <property>_deleted: ids }` for every table with removed persisted rows. */
  bodyPart(): Record<string, string[]>;
  clear(): void;
}

export function useSubTableDeletions(): SubTableDeletions {
  const removed = useRef(new Map<string, Set<string>>());
  const onDeleted = useCallback((field: string, ids: string[]) => {
    const set = removed.current.get(field) ?? new Set<string>();
    for (const id of ids) set.add(id);
    removed.current.set(field, set);
  }, []);
  const bodyPart = useCallback(() => {
    const part: Record<string, string[]> = {};
    for (const [field, ids] of removed.current) if (ids.size > 0) part[deletedIdsKey(field)] = [...ids];
    return part;
  }, []);
  const clear = useCallback(() => removed.current.clear(), []);
  return useMemo(() => ({ onDeleted, bodyPart, clear }), [onDeleted, bodyPart, clear]);
}
