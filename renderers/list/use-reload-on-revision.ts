/**
 * A list reads its rows again when the app's revision signal changes (SchemaPage's `revision`):
 * the first value is the one the list was opened with, which its first read already covers.
 */
import { useEffect, useRef } from 'react';

export function useReloadOnRevision(revision: number | undefined, reload: () => void): void {
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    reload();
  }, [revision, reload]);
}
