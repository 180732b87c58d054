/**
 * A component whose code is fetched on first use and that suspends to the nearest Suspense until it
 * is there: a form waits for all of its lazy parts in one Suspense and appears whole, instead of
 * part by part. `preload` starts (or returns) the fetch, so a form can ask for every part it will
 * render at once rather than one after the other as each suspends in turn. The fetch has the
 * deadline of every code-split part (lazy-chunk.ts): a chunk that never arrives is a load error the
 * nearest boundary shows with a reload, not a form that waits for ever.
 */
import { use, type ComponentType, type JSX } from 'react';
import { loadWithin } from './lazy-chunk';

export interface SuspendingLazy<P extends object> {
  (props: P): JSX.Element;
  preload(): Promise<unknown>;
}

export function suspendingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
): SuspendingLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    if (!loading) {
      const promise: Promise<void> = loadWithin(load).then((component) => {
        loaded = component;
        // React's use() answers a promise marked fulfilled at once: a part mounted after the chunk
        // arrived renders without suspending.
        Object.assign(promise, { status: 'fulfilled', value: undefined });
      });
      loading = promise;
    }
    return loading;
  };
  const Component = (props: P) => {
    // Always called (use() must not be conditional): suspends until the chunk is there, and
    // answers at once afterwards.
    use(preload());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  };
  Component.displayName = `Lazy(${name})`;
  return Object.assign(Component, { preload });
}

export const isSuspendingLazy = (value: unknown): value is SuspendingLazy<object> =>
  typeof value === 'function' && typeof (value as Partial<SuspendingLazy<object>>).preload === 'function';
