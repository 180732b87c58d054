/**
 * A minimal React DevTools global hook, so the bench learns when React commits. React's production
 * build still reports every commit to this hook (that is how DevTools attaches to production sites),
 * while <Profiler onRender> is compiled out of it. This module must be evaluated before react-dom,
 * which reads the hook once when it loads: main.tsx imports it first.
 */

/** React's FiberRoot as the hook receives it; `current` is the committed tree. */
export interface CommittedRoot {
  current: unknown;
}

type CommitListener = (at: number, root: CommittedRoot) => void;

const listeners = new Set<CommitListener>();

/** performance.now() of every commit since the last reset. */
export const commitTimes: number[] = [];

export function onCommit(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hook = {
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  inject(renderer: unknown): number {
    const id = hook.renderers.size + 1;
    hook.renderers.set(id, renderer);
    return id;
  },
  // Called at the end of each commit, after DOM mutations and layout effects.
  onCommitFiberRoot(_rendererId: number, root: CommittedRoot): void {
    const at = performance.now();
    commitTimes.push(at);
    for (const listener of listeners) listener(at, root);
  },
  onCommitFiberUnmount(): void {},
  onPostCommitFiberRoot(): void {},
  checkDCE(): void {},
};

(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: typeof hook }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
