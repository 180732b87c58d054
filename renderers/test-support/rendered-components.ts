/**
 * Which components rendered in a React commit, read from React's fiber tree the way React DevTools
 * reads it (its `didFiberRender` and "children pointer unchanged means the subtree bailed out" rules).
 * Used by the form bench (production build, fed by a DevTools hook) and by DOM tests (development
 * build, fed from a <Profiler onRender>, which runs after the commit has switched `current`).
 * These are React internals, not public API: the fields below are the ones React 19 keeps.
 */

/** The parts of a React fiber this module reads. */
export interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedProps: unknown;
  memoizedState: unknown;
  stateNode: unknown;
}

const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const HOST_COMPONENT = 5;
const FORWARD_REF = 11;
const SIMPLE_MEMO_COMPONENT = 15;
/** React sets this flag on a function component's fiber when its function ran in this render. */
const PERFORMED_WORK = 1;

/** One component that rendered in the commit. */
export interface RenderedComponent {
  name: string;
  fiber: Fiber;
}

export function componentName(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'function') {
    const named = type as { displayName?: string; name?: string };
    return named.displayName || named.name || '(anonymous)';
  }
  if (type && typeof type === 'object') {
    // memo / forwardRef wrappers: named after what they wrap.
    const wrapper = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapper.displayName ?? componentName(wrapper.render ?? wrapper.type);
  }
  return '(other)';
}

function didRender(next: Fiber, prev: Fiber | null): boolean {
  if (prev === null) return true;
  if (next.tag === CLASS_COMPONENT)
    return next.memoizedProps !== prev.memoizedProps || next.memoizedState !== prev.memoizedState;
  return (next.flags & PERFORMED_WORK) === PERFORMED_WORK;
}

const isComponent = (tag: number) =>
  tag === FUNCTION_COMPONENT ||
  tag === CLASS_COMPONENT ||
  tag === FORWARD_REF ||
  tag === SIMPLE_MEMO_COMPONENT;

/**
 * The components that rendered (mounted or re-rendered) in the commit that made `root` current.
 * A subtree whose child pointer is the one of the previous tree was not visited by React at all.
 */
export function renderedComponents(root: Fiber): RenderedComponent[] {
  const out: RenderedComponent[] = [];
  const stack: Fiber[] = [root];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const prev = next.alternate;
    if (isComponent(next.tag) && didRender(next, prev))
      out.push({ name: componentName(next.type), fiber: next });
    if (prev !== null && next.child === prev.child) continue;
    for (let child = next.child; child; child = child.sibling) stack.push(child);
  }
  return out;
}

/** The first DOM element a component renders (undefined for one that renders none). */
export function firstElementOf(fiber: Fiber): Element | undefined {
  for (let f: Fiber | null = fiber; f; f = f.child)
    if (f.tag === HOST_COMPONENT && f.stateNode instanceof Element) return f.stateNode;
  return undefined;
}

/** The committed tree of a root created on `container` by createRoot / testing-library's render. */
export function committedRoot(container: Element): Fiber | undefined {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  // The container points at the root's first HostRoot fiber; its FiberRoot knows the current one.
  const hostRoot = key ? (container as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  return (hostRoot?.stateNode as { current?: Fiber } | undefined)?.current;
}
