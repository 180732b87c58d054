/**
 * Benchmark (not part of the test run): the editable table with 10,000 rows x 20 columns in real
 * headless Chromium, next to antd's Table with `virtual` and an input per cell over the same rows
 * (budgets: first render under 500 ms, scroll without blank frames, a keystroke re-renders one row).
 *
 *   node --import tsx tests/bench/editable-table-chromium.ts
 *
 * Builds tests/bench/editable-table-page/ with Vite (production, React plugin) into a temp dir,
 * serves it on 127.0.0.1 and opens it LOADS times (default 5) per variant, alternating, each in a
 * fresh browser context. Each load measures the first render (root.render → the first row's commit
 * and → the frame painted after it), a scroll of SCROLL_FRAMES frames (default 120) by SCROLL_STEP
 * px (default 300, five rows) per frame counting frames where part of the body had no row when the
 * frame was painted, and KEYSTROKES (default 3) keys typed into row 3, column 2: keydown → last
 * commit / paint, and the rows whose components React rendered for it. Prints medians, the ratio
 * table / antd and the load average (run it when the machine is quiet; CHROMIUM_PATH overrides
 * /usr/bin/chromium).
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildBenchPage, list, load, median, runAlternatingLoads } from './helpers/chromium-page-bench';
import {
  COLUMNS,
  ROWS,
  VARIANTS,
  type FirstRenderSample,
  type KeystrokeSample,
  type ScrollSample,
  type TableBench,
  type Variant,
} from './editable-table-page/protocol';

const BUDGET_MS = 500;
const LOADS = Number(process.env.LOADS ?? 5);
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 3);
const SCROLL_STEP = Number(process.env.SCROLL_STEP ?? 300);
const SCROLL_FRAMES = Number(process.env.SCROLL_FRAMES ?? 120);
const entryDir = fileURLToPath(new URL('./editable-table-page/', import.meta.url));

type BenchWindow = Window & { __tableBench: TableBench };

async function measureLoad(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    () => 'first' in ((window as unknown as Partial<BenchWindow>).__tableBench ?? {}),
    undefined,
    {
      timeout: 120_000,
    },
  );
  const first = await page.evaluate(() => (window as unknown as BenchWindow).__tableBench.first);
  const scroll = await page.evaluate(
    ([step, frames]) =>
      (window as unknown as BenchWindow).__tableBench.scroll(step as number, frames as number),
    [SCROLL_STEP, SCROLL_FRAMES],
  );
  await page.evaluate(() => (window as unknown as BenchWindow).__tableBench.focusTarget());
  const keys: KeystrokeSample[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.evaluate(() => (window as unknown as BenchWindow).__tableBench.armKeystroke());
    await page.keyboard.type(String((i + 1) % 10));
    keys.push(await page.evaluate(() => (window as unknown as BenchWindow).__tableBench.keystroke()));
  }
  return { first, scroll, keys };
}

const loadBefore = load();
const outDir = await buildBenchPage(entryDir, 'editable-table-chromium');

const chosen = (process.env.VARIANTS?.split(',') ?? VARIANTS) as Variant[];
interface Samples {
  firsts: FirstRenderSample[];
  scrolls: ScrollSample[];
  keys: KeystrokeSample[];
}
const samples = new Map<Variant, Samples>(chosen.map((v) => [v, { firsts: [], scrolls: [], keys: [] }]));
const chromium = await runAlternatingLoads({
  outDir,
  variants: chosen,
  loads: LOADS,
  measure: measureLoad,
  onRun(variant, run) {
    const into = samples.get(variant);
    into?.firsts.push(run.first);
    into?.scrolls.push(run.scroll);
    into?.keys.push(...run.keys);
  },
});

console.log(
  `editable-table (React production build, Chromium ${chromium} headless): ${ROWS} rows x ${COLUMNS} columns, ${LOADS} page loads per variant, scroll ${SCROLL_FRAMES} frames x ${SCROLL_STEP} px, ${KEYSTROKES} keystrokes each`,
);

interface Summary {
  first: number;
  firstCommit: number;
  rowsInDom: number;
  blankFrames: number;
  worstGap: number;
  frameMs: number;
  maxFrameMs: number;
  keyCommit: number;
  keyPainted: number;
  components: number;
  rows: number;
}
const summaries = new Map<Variant, Summary>();
for (const [variant, { firsts, scrolls, keys }] of samples) {
  const s: Summary = {
    first: median(firsts.map((f) => f.paintedMs)),
    firstCommit: median(firsts.map((f) => f.commitMs)),
    rowsInDom: median(firsts.map((f) => f.rowsInDom)),
    blankFrames: median(scrolls.map((x) => x.blankFrames)),
    worstGap: Math.max(...scrolls.map((x) => x.worstGapPx)),
    frameMs: median(scrolls.map((x) => x.meanFrameMs)),
    maxFrameMs: median(scrolls.map((x) => x.maxFrameMs)),
    keyCommit: median(keys.map((k) => k.commitMs)),
    keyPainted: median(keys.map((k) => k.paintedMs)),
    components: median(keys.map((k) => k.components)),
    rows: median(keys.map((k) => k.rows)),
  };
  summaries.set(variant, s);
  console.log(`\n[${variant}] ${s.rowsInDom} rows in the DOM of ${ROWS}`);
  console.log(
    `first render → painted, median ${s.first.toFixed(1)} ms [${list(firsts.map((f) => f.paintedMs))}]; to commit ${s.firstCommit.toFixed(1)} ms; budget ${BUDGET_MS} ms: ${s.first < BUDGET_MS ? 'within' : 'OVER'}`,
  );
  console.log(
    `scroll: blank frames per ${SCROLL_FRAMES} [${scrolls.map((x) => x.blankFrames).join(', ')}], worst gap ${s.worstGap.toFixed(0)} px; mean frame ${s.frameMs.toFixed(1)} ms, longest ${s.maxFrameMs.toFixed(0)} ms`,
  );
  console.log(
    `keystroke → commit ${s.keyCommit.toFixed(1)} ms [${list(keys.map((k) => k.commitMs))}], → painted ${s.keyPainted.toFixed(1)} ms; components ${[...new Set(keys.map((k) => k.components))].join('/')}, rows re-rendered ${[...new Set(keys.map((k) => k.rows))].join('/')}; cell shows "${keys.at(-1)?.value ?? ''}"`,
  );
}

const table = summaries.get('table');
const antd = summaries.get('antd');
const ratio = (a: number, b: number | undefined) =>
  b !== undefined && b > 0 ? `${(a / b).toFixed(2)}×` : '–';
const rowsOut: Array<[string, keyof Summary, string]> = [
  ['first render → painted', 'first', 'ms'],
  ['  of which to the commit', 'firstCommit', 'ms'],
  ['rows in the DOM', 'rowsInDom', ''],
  [`blank frames while scrolling (of ${SCROLL_FRAMES})`, 'blankFrames', ''],
  ['mean frame while scrolling', 'frameMs', 'ms'],
  ['longest frame while scrolling', 'maxFrameMs', 'ms'],
  ['keystroke → commit', 'keyCommit', 'ms'],
  ['keystroke → painted', 'keyPainted', 'ms'],
  ['components re-rendered per keystroke', 'components', ''],
  ['rows re-rendered per keystroke', 'rows', ''],
];
console.log(`\n| measure (medians) | ${chosen.join(' | ')} |${table && antd ? ' table / antd |' : ''}`);
console.log(`| --- | ${chosen.map(() => '---:').join(' | ')} |${table && antd ? ' ---: |' : ''}`);
for (const [label, key, unit] of rowsOut) {
  const cells = chosen.map((v) => {
    const value = summaries.get(v)?.[key] ?? 0;
    return unit ? `${value.toFixed(1)} ${unit}` : String(value);
  });
  console.log(
    `| ${label} | ${cells.join(' | ')} |${table && antd ? ` ${ratio(table[key], antd[key])} |` : ''}`,
  );
}
console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}`);
