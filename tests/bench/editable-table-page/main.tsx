/**
 * The bench page of tests/bench/editable-table-chromium.ts: mounts one variant (`?variant=table`
 * the renderer's EditableTable, `antd` antd's virtual Table with inputs) over 10,000 x 20 rows and
 * exposes first render, scroll and keystroke measures on window.__tableBench.
 */
// First import: the commit hook must exist before react-dom loads.
import { commitTimes, onCommit } from '../form-200-page/commit-hook';
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import {
  firstElementOf,
  renderedComponents,
  type Fiber,
  type RenderedComponent,
} from '../../../renderers/test-support/rendered-components';
import { TARGET_COL, TARGET_ROW } from './data';
import type { KeystrokeSample, ScrollSample, TableBench, Variant } from './protocol';

interface VariantModule {
  variantElement(): ReactElement;
  scrollerSelector: string;
  rowSelector: string;
  headerSelector: string;
}

const variants: Record<Variant, () => Promise<VariantModule>> = {
  table: () => import('./variant-table'),
  antd: () => import('./variant-antd'),
};
const variant = (new URLSearchParams(location.search).get('variant') ?? 'table') as Variant;
const chosen = await variants[variant]();
const TARGET_VALUE = `行${TARGET_ROW + 1}列${TARGET_COL + 1}`;

function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const host = document.createElement('div');
host.style.width = '1240px';
document.body.appendChild(host);

function mount() {
  commitTimes.length = 0;
  return new Promise<{ commitMs: number; paintedMs: number; rowsInDom: number }>((resolve) => {
    const stop = onCommit((at) => {
      if (!host.querySelector(chosen.rowSelector)) return;
      stop();
      void afterPaint().then((painted) =>
        resolve({
          commitMs: at - start,
          paintedMs: painted - start,
          rowsInDom: host.querySelectorAll(chosen.rowSelector).length,
        }),
      );
    });
    const start = performance.now();
    createRoot(host).render(chosen.variantElement());
  });
}

const scroller = () => host.querySelector<HTMLElement>(chosen.scrollerSelector) as HTMLElement;

/** The largest stretch of the body's viewport that no row covers right now, px. */
function uncovered(): number {
  const box = scroller().getBoundingClientRect();
  const header = chosen.headerSelector
    ? (host.querySelector(chosen.headerSelector)?.getBoundingClientRect().height ?? 0)
    : 0;
  const top = box.top + header;
  const bottom = Math.min(box.bottom, box.top + scroller().clientHeight);
  const spans = [...host.querySelectorAll(chosen.rowSelector)]
    .map((row) => row.getBoundingClientRect())
    .filter((r) => r.bottom > top && r.top < bottom)
    .map((r) => [Math.max(r.top, top), Math.min(r.bottom, bottom)] as const)
    .sort((a, b) => a[0] - b[0]);
  let reached = top;
  let gap = 0;
  for (const [from, to] of spans) {
    gap = Math.max(gap, from - reached);
    reached = Math.max(reached, to);
  }
  // At the end of the data the rows stop before the viewport does: not a blank frame.
  const atEnd = scroller().scrollTop + scroller().clientHeight >= scroller().scrollHeight - 1;
  if (!atEnd) gap = Math.max(gap, bottom - reached);
  return gap > 1 ? gap : 0;
}

const rendered: RenderedComponent[] = [];
let stopArmed: (() => void) | null = null;
const paintedAfter = new Map<number, Promise<number>>();
let keydownAt = 0;
window.addEventListener('keydown', () => (keydownAt = performance.now()), { capture: true });

const targetInput = () =>
  [...host.querySelectorAll<HTMLInputElement>('input')].find((input) => input.value.startsWith(TARGET_VALUE));

const bench: TableBench = {
  first: mount(),
  async scroll(step, frames): Promise<ScrollSample> {
    const el = scroller();
    el.scrollTop = 0;
    await afterPaint();
    let blankFrames = 0;
    let worstGapPx = 0;
    const times: number[] = [];
    for (let i = 0; i < frames; i += 1) {
      el.scrollTop += step;
      // The scroll event runs before the next frame's rAF callbacks: what is in the DOM now is what paints.
      times.push(await nextFrame());
      const gap = uncovered();
      if (gap > 0) blankFrames += 1;
      worstGapPx = Math.max(worstGapPx, gap);
    }
    const deltas = times.slice(1).map((t, i) => t - (times[i] as number));
    return {
      frames,
      blankFrames,
      worstGapPx,
      meanFrameMs: deltas.reduce((a, b) => a + b, 0) / Math.max(1, deltas.length),
      maxFrameMs: Math.max(...deltas),
    };
  },
  async focusTarget() {
    scroller().scrollTop = 0;
    await afterPaint();
    await sleep(200);
    const input = targetInput();
    if (!input) throw new Error('target cell not found');
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  },
  armKeystroke() {
    rendered.length = 0;
    commitTimes.length = 0;
    paintedAfter.clear();
    keydownAt = 0;
    stopArmed?.();
    stopArmed = onCommit((at, fiberRoot) => {
      paintedAfter.set(at, afterPaint());
      rendered.push(...renderedComponents(fiberRoot.current as Fiber));
    });
  },
  async keystroke(): Promise<KeystrokeSample> {
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
    const rows = new Set<Element>();
    for (const { fiber } of rendered) {
      const row = firstElementOf(fiber)?.closest(chosen.rowSelector);
      if (row) rows.add(row);
    }
    return {
      commitMs: last - keydownAt,
      paintedMs: painted - keydownAt,
      commits: commitTimes.filter((t) => t >= keydownAt).length,
      components: rendered.length,
      rows: rows.size,
      value: document.activeElement instanceof HTMLInputElement ? document.activeElement.value : '',
    };
  },
};

(window as unknown as { __tableBench: TableBench }).__tableBench = bench;
