/**
 * Benchmark: a 200-field entity form in the generic renderer (DESIGN budget: first render under
 * 150 ms; a keystroke re-renders one field). Runs in jsdom, so absolute times are higher than in
 * a browser; the re-render count is exact.
 *
 *   NODE_ENV=production node --import tsx tests/bench/form-200.ts   (what users run)
 *   node --import tsx tests/bench/form-200.ts                        (React development build)
 *

 * KEYSTROKES=<n> sets how many keystrokes are measured (default 3).
 * Prints cold and warm first-render times (median of runs) and how many field widgets rendered
 * for one keystroke.
 */
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  pretendToBeVisual: true,
  url: 'http://localhost/',
});
const g = globalThis as unknown as Record<string, unknown>;
for (const key of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
  'MutationObserver',
  'localStorage',
  'sessionStorage',
  'HTMLInputElement',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'FocusEvent',
  'InputEvent',
  'DocumentFragment',
  'SVGElement',
  'requestAnimationFrame',
  'cancelAnimationFrame',
]) {
  if (!(key in g) || key === 'navigator') {
    try {
      g[key] = (dom.window as unknown as Record<string, unknown>)[key];
    } catch {
      Object.defineProperty(globalThis, key, {
        value: (dom.window as unknown as Record<string, unknown>)[key],
        configurable: true,
      });
    }
  }
}
g.IS_REACT_ACT_ENVIRONMENT = true;
(dom.window as unknown as { matchMedia: unknown }).matchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
g.matchMedia = (dom.window as unknown as { matchMedia: unknown }).matchMedia;
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
g.ResizeObserver = ResizeObserverStub;
(dom.window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

const React = await import('react');
const { createRoot } = await import('react-dom/client');
const { flushSync } = await import('react-dom');
const { fireEvent } = await import('@testing-library/dom');
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** React's act exists only in development builds; in production flushSync plus a macrotask settles the work. */
const reactAct = (React as unknown as { act?: (fn: () => unknown) => Promise<void> }).act;
async function run(fn: () => void): Promise<void> {
  if (reactAct) await reactAct(async () => fn());
  else {
    flushSync(fn);
    await settle();
  }
}
const { RendererProvider } = await import('../../renderers/context');
const { FormDialog } = await import('../../renderers/form/FormDialog');
const { InputWidget } = await import('../../renderers/widgets/InputWidget');
type WidgetProps = import('@rjsf/utils').WidgetProps;
const {
  FIELDS,
  TARGET_FIELD,
  benchEntity: entity,
  benchPage: page,
  benchServices: services,
} = await import('./form-200-schema');

let widgetRenders = 0;
function CountingInput(props: WidgetProps) {
  widgetRenders += 1;
  return React.createElement(InputWidget, props);
}
// Passed to RendererProvider in place of the built-in 'input'.
const widgets = { input: CountingInput };

async function mountOnce(): Promise<{ ms: number; container: HTMLElement; unmount: () => void }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const start = performance.now();
  await run(() => {
    root.render(
      React.createElement(RendererProvider, {
        services,
        widgets,
        children: React.createElement(FormDialog, {
          page,
          entity,
          mode: 'add',
          onClose: () => undefined,
          onSaved: () => undefined,
        }),
      }),
    );
  });
  const ms = performance.now() - start;
  return {
    ms,
    container,
    unmount: () => {
      flushSync(() => root.unmount());
      container.remove();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const cold = await mountOnce();
const inputs = cold.container.querySelectorAll('input');
cold.unmount();

const warm: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const run = await mountOnce();
  warm.push(run.ms);
  run.unmount();
}

const measured = await mountOnce();
const target = measured.container.querySelector(`#root_${TARGET_FIELD}`) as HTMLInputElement;
const keystrokes: Array<{ renders: number; ms: number }> = [];
const KEYS = Number(process.env.KEYSTROKES ?? 3);
for (const value of Array.from({ length: KEYS }, (_v, i) => '1234567890'.repeat(10).slice(0, i + 1))) {
  widgetRenders = 0;
  const start = performance.now();
  await run(() => {
    fireEvent.change(target, { target: { value } });
  });
  keystrokes.push({ renders: widgetRenders, ms: performance.now() - start });
}
const shown = target.value;
measured.unmount();

console.log(
  `form-200 (React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build, jsdom): ${inputs.length} inputs rendered`,
);
console.log(`first render (cold, includes validator/theme set-up): ${cold.ms.toFixed(1)} ms`);
console.log(
  `first render (warm, median of ${warm.length}): ${median(warm).toFixed(1)} ms  [${warm.map((m) => m.toFixed(0)).join(', ')}]`,
);
console.log(
  `keystroke: field widgets re-rendered per keystroke: ${keystrokes.map((k) => k.renders).join(', ')} (of ${FIELDS}); time ${keystrokes.map((k) => k.ms.toFixed(1)).join(', ')} ms; field shows "${shown}"`,
);
process.exit(0);
