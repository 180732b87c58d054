/**
 * The bench page of tests/bench/form-200-chromium.ts: mounts one variant of the shared 200-field
 * form (`?variant=schema` the renderer's real FormDialog, `stock` stock @rjsf/antd, `hand` a
 * hand-written antd Form) and exposes timings and per-keystroke render counts on window.__formBench.
 * Built by Vite in production mode; the runner documents how to run it.
 */
// First import: the commit hook must exist before react-dom loads.
import { commitTimes, onCommit } from './commit-hook';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import {
  componentName,
  firstElementOf,
  renderedComponents,
  type Fiber,
  type RenderedComponent,
} from '../../../renderers/test-support/rendered-components';
import { FIELDS, TARGET_FIELD } from '../form-200-schema';
import type { FirstRenderSample, FormBench, KeystrokeSample, SelfTime, Variant } from './protocol';

// Each variant is its own chunk, loaded before anything is measured.
const variants: Record<Variant, () => Promise<{ variantElement(): ReactElement }>> = {
  schema: () => import('./variant-schema'),
  stock: () => import('./variant-stock'),
  hand: () => import('./variant-hand'),
};
const variant = (new URLSearchParams(location.search).get('variant') ?? 'schema') as Variant;
const { variantElement } = await variants[variant]();

/** Resolves after the next frame has been painted: rAF runs before paint, a message task after it. */
function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}

/** The fields of a React fiber that the profiling build fills in (React's internals, not public API). */
interface ProfiledFiber {
  type: unknown;
  child: ProfiledFiber | null;
  sibling: ProfiledFiber | null;
  selfBaseDuration?: number;
}

/**
 * Sums each fiber's own render time by component type over the tree the commit produced. Anonymous
 * components (arrow functions inside memo/forwardRef) are named after their nearest named ancestor,
 * and each name carries its fiber count, so one costly fiber stands apart from 200 cheap ones.
 */
function selfTimeByType(root: ProfiledFiber | null): SelfTime[] {
  const totals = new Map<string, { ms: number; fibers: number }>();
  const stack: Array<[ProfiledFiber, string]> = root ? [[root, '']] : [];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [fiber, parentName] = entry;
    const own = componentName(fiber.type);
    const name = own === '(anonymous)' ? `(anonymous in ${parentName})` : own;
    if (fiber.selfBaseDuration) {
      const total = totals.get(name) ?? { ms: 0, fibers: 0 };
      total.ms += fiber.selfBaseDuration;
      total.fibers += 1;
      totals.set(name, total);
    }
    const named =
      own === '(anonymous)' || own === '(other)' || typeof fiber.type === 'string' ? parentName : own;
    if (fiber.sibling) stack.push([fiber.sibling, parentName]);
    if (fiber.child) stack.push([fiber.child, named]);
  }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.ms - a.ms);
}

const lastFieldSelector = `#root_field${FIELDS - 1}`;
let root: Root | null = null;
let container: HTMLElement | null = null;

function mount(): Promise<FirstRenderSample> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  container = host;
  commitTimes.length = 0;
  return new Promise((resolve) => {
    const stop = onCommit((at, fiberRoot) => {
      if (!host.querySelector(lastFieldSelector)) return;
      stop();
      const commits = commitTimes.length;
      const inputs = host.querySelectorAll('input').length;
      // The hook hands over React's internal tree untyped; ProfiledFiber names the fields read here.
      const selfByType = selfTimeByType(fiberRoot.current as ProfiledFiber | null);
      // Reading a layout property makes the browser recalculate styles and lay the form out now.
      const layoutStart = performance.now();
      void host.offsetHeight;
      const layoutMs = performance.now() - layoutStart;
      void afterPaint().then((painted) =>
        resolve({ commitMs: at - start, paintedMs: painted - start, layoutMs, selfByType, commits, inputs }),
      );
    });
    const start = performance.now();
    root = createRoot(host);
    root.render(variantElement());
  });
}

/**
 * The field a rendered component belongs to: the input it is, or the one input inside its first
 * element (a field's row, label and control). Components around many fields (the form) have none.
 */
function fieldOf(fiber: Fiber): string | undefined {
  const element = firstElementOf(fiber);
  if (!element) return undefined;
  if (element instanceof HTMLInputElement) return element.id;
  const inputs = element.querySelectorAll('input');
  return inputs.length === 1 ? inputs[0]?.id : undefined;
}

let keydownAt = 0;
window.addEventListener('keydown', () => (keydownAt = performance.now()), { capture: true });
const paintedAfter = new Map<number, Promise<number>>();
let stopArmed: (() => void) | null = null;
const rendered: RenderedComponent[] = [];

function countByName(names: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of names) out[name] = (out[name] ?? 0) + 1;
  return out;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const bench: FormBench = {
  first: mount(),
  async remount() {
    root?.unmount();
    container?.remove();
    await afterPaint();
    return mount();
  },
  armKeystroke() {
    rendered.length = 0;
    commitTimes.length = 0;
    paintedAfter.clear();
    keydownAt = 0;
    stopArmed?.();
    // Each commit gets its own paint probe, so the last commit's paint time is known afterwards,
    // and its rendered components are read while the tree is the committed one.
    stopArmed = onCommit((at, fiberRoot) => {
      paintedAfter.set(at, afterPaint());
      rendered.push(...renderedComponents(fiberRoot.current as Fiber));
    });
  },
  async keystroke(): Promise<KeystrokeSample> {
    // Idle: no commit for 100 ms (the change handlers, rjsf's validation and antd's effects are done).
    let seen = -1;
    while (seen !== commitTimes.length) {
      seen = commitTimes.length;
      await sleep(100);
    }
    stopArmed?.();
    stopArmed = null;
    const last = commitTimes.filter((t) => t >= keydownAt).at(-1);
    if (keydownAt === 0 || last === undefined) throw new Error('the keystroke caused no commit');
    const painted = await (paintedAfter.get(last) ?? afterPaint());
    const target = container?.querySelector<HTMLInputElement>(`#root_${TARGET_FIELD}`);
    return {
      commitMs: last - keydownAt,
      paintedMs: painted - keydownAt,
      commits: commitTimes.filter((t) => t >= keydownAt).length,
      components: rendered.length,
      componentNames: countByName(rendered.map((r) => r.name)),
      fields: [...new Set(rendered.map((r) => fieldOf(r.fiber)).filter((id) => id !== undefined))],
      value: target?.value ?? '',
    };
  },
};

(window as unknown as { __formBench: FormBench }).__formBench = bench;
