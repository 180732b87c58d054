/**
 * Benchmark (not part of the test run): the 200-field entity form of tests/bench/form-200.ts in real
 * headless Chromium, three ways side by side: `schema` the renderer's real FormDialog,
 * `stock` stock @rjsf/antd (its antd theme, templates and widgets), `hand` a hand-written antd Form
 * with the same fields and rules. DESIGN budget (Performance): a form of 200 fields renders first in
 * under 150 ms; a keystroke re-renders one field.
 *
 *   node --import tsx tests/bench/form-200-chromium.ts
 *
 * Builds tests/bench/form-200-page/ with Vite's JS API (production mode, React plugin as in
 * vite.config.ts) into a temp dir, serves it on 127.0.0.1 (random port), and opens it LOADS times
 * (default 7) per variant in Debian's Chromium through playwright-core, the variants alternating
 * load by load so machine noise falls on all three alike. Each load measures the first render
 * (root.render() → the commit with all 200 fields, and → the frame painted after it), then one warm
 * re-mount in the same page, then KEYSTROKES (default 3) keys typed into field100 with page.keyboard:
 * keydown → last commit / paint, the components React rendered for it (read from the fiber tree at
 * each commit, React DevTools' rule) and the fields they belong to. Prints medians per variant and
 * the ratios schema / stock and schema / hand, and the machine's load average (run it when the
 * 1-minute load is low; CHROMIUM_PATH overrides /usr/bin/chromium). VARIANTS=schema,hand limits it.
 *
 * PROFILE=1 builds with React's profiling build (react-dom/client → react-dom/profiling) and without
 * minification, and also prints the first render's own render time by component type. Its absolute
 * times are a little higher; use it to see where the time goes, not for the budget.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildBenchPage, list, load, median, runAlternatingLoads } from './helpers/chromium-page-bench';
import { FIELDS, TARGET_FIELD } from './form-200-schema';
import { chunkNamed, gzipBytes, kb, staticClosure } from './js-closure';
import {
  VARIANTS,
  type FirstRenderSample,
  type FormBench,
  type KeystrokeSample,
  type Variant,
} from './form-200-page/protocol';

const BUDGET_MS = 150;
const LOADS = Number(process.env.LOADS ?? 7);
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 3);
const PROFILE = process.env.PROFILE === '1';
const entryDir = fileURLToPath(new URL('./form-200-page/', import.meta.url));

/** window.__formBench of the page; the page file declares it (form-200-page/protocol.ts). */
type BenchWindow = Window & { __formBench: FormBench };

async function measureLoad(page: Page, url: string) {
  await page.goto(url);
  // The page loads its variant's chunk before it mounts; __formBench exists once it has.
  await page.waitForFunction(
    () => 'first' in ((window as unknown as Partial<BenchWindow>).__formBench ?? {}),
  );
  const first = await page.evaluate(() => (window as unknown as BenchWindow).__formBench.first);
  const warm = await page.evaluate(() => (window as unknown as BenchWindow).__formBench.remount());
  await page.click(`#root_${TARGET_FIELD}`);
  const keys: KeystrokeSample[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.evaluate(() => (window as unknown as BenchWindow).__formBench.armKeystroke());
    await page.keyboard.type(String((i + 1) % 10));
    keys.push(await page.evaluate(() => (window as unknown as BenchWindow).__formBench.keystroke()));
  }
  return { first, warm, keys };
}

const loadBefore = load();
// The timed page holds every variant: stock @rjsf/antd validates with ajv, which parses URIs with the
// real fast-uri (the app's stand-in, vite.aliases.ts, throws: the schema forms never reach it).
const realFastUri = { find: /^fast-uri$/, replacement: createRequire(import.meta.url).resolve('fast-uri') };
const outDir = await buildBenchPage(entryDir, 'form-200-chromium', {
  minify: !PROFILE,
  alias: [
    realFastUri,
    ...(PROFILE ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
  ],
});
// Each variant's JavaScript: the page's entry and the variant's chunk with their static imports, in a
// build of the page with the other variants left out (built together they share chunks, and a chunk
// only one of them needs is counted for every variant that imports it).
const jsBytes = new Map<Variant, number>();
const standIn = fileURLToPath(new URL('./form-200-page/variant-none.tsx', import.meta.url));
for (const variant of VARIANTS) {
  const others = VARIANTS.filter((v) => v !== variant).join('|');
  const alone = await buildBenchPage(entryDir, `form-200-bytes-${variant}`, {
    alias: [{ find: new RegExp(`^\\./variant-(${others})$`), replacement: standIn }],
  });
  const files = [chunkNamed(alone, 'index'), chunkNamed(alone, `variant-${variant}`)].filter(
    (f): f is string => f !== undefined,
  );
  jsBytes.set(variant, gzipBytes(alone, staticClosure(alone, files)));
  rmSync(alone, { recursive: true, force: true });
}
const chosen = (process.env.VARIANTS?.split(',') ?? VARIANTS) as Variant[];
interface Samples {
  firsts: FirstRenderSample[];
  warms: FirstRenderSample[];
  keys: KeystrokeSample[];
}
const samples = new Map<Variant, Samples>(chosen.map((v) => [v, { firsts: [], warms: [], keys: [] }]));
const chromium = await runAlternatingLoads({
  outDir,
  variants: chosen,
  loads: LOADS,
  measure: measureLoad,
  onRun(variant, run) {
    const into = samples.get(variant);
    into?.firsts.push(run.first);
    into?.warms.push(run.warm);
    into?.keys.push(...run.keys);
  },
});

const expectedValue = Array.from({ length: KEYSTROKES }, (_v, i) => String((i + 1) % 10)).join('');
console.log(
  `form-200 (React ${PROFILE ? 'profiling' : 'production'} build, Chromium ${chromium} headless): ${FIELDS} fields, ${LOADS} page loads per variant, ${KEYSTROKES} keystrokes each`,
);

/** The medians one variant is summed up by, for the side-by-side table. */
interface Summary {
  first: number;
  firstCommit: number;
  warm: number;
  keyCommit: number;
  keyPainted: number;
  components: number;
  fields: number;
}
const summaries = new Map<Variant, Summary>();
for (const [variant, { firsts, warms, keys }] of samples) {
  const firstPainted = firsts.map((s) => s.paintedMs);
  const commitMedian = median(firsts.map((s) => s.commitMs));
  const layoutMedian = median(firsts.map((s) => s.layoutMs));
  const later = keys.filter((_k, i) => i % KEYSTROKES !== 0);
  summaries.set(variant, {
    first: median(firstPainted),
    firstCommit: commitMedian,
    warm: median(warms.map((s) => s.paintedMs)),
    keyCommit: median(keys.map((k) => k.commitMs)),
    keyPainted: median(keys.map((k) => k.paintedMs)),
    components: median(keys.map((k) => k.components)),
    fields: median(keys.map((k) => k.fields.length)),
  });
  console.log(`\n[${variant}] ${firsts[0]?.inputs ?? 0} inputs rendered of ${FIELDS}`);
  console.log(
    `first render, fresh page (root.render → painted), median: ${median(firstPainted).toFixed(1)} ms  [${list(firstPainted)}]; to commit ${commitMedian.toFixed(1)} ms; commits ${median(firsts.map((s) => s.commits))}; budget ${BUDGET_MS} ms: ${median(firstPainted) < BUDGET_MS ? 'within' : 'OVER'}`,
  );
  console.log(
    `first render phases, fresh page (medians): React render+commit ${commitMedian.toFixed(1)} ms, style+layout ${layoutMedian.toFixed(1)} ms, paint and the rest ${(median(firstPainted) - commitMedian - layoutMedian).toFixed(1)} ms`,
  );
  if (PROFILE) {
    // Mean self time per component type over the loads, for the types that cost the most.
    const totals = new Map<string, { ms: number; fibers: number }>();
    for (const sample of firsts)
      for (const { name, ms, fibers } of sample.selfByType) {
        const total = totals.get(name) ?? { ms: 0, fibers: 0 };
        total.ms += ms / firsts.length;
        total.fibers = Math.max(total.fibers, fibers);
        totals.set(name, total);
      }
    const top = [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20);
    const all = [...totals.values()].reduce((sum, t) => sum + t.ms, 0);
    console.log(
      `first render self time by component type (profiling build, mean of loads; the rest of "to commit" is React's commit phase, effects and scheduling), total ${all.toFixed(1)} ms:`,
    );
    for (const [name, t] of top) console.log(`  ${`${name} ×${t.fibers}`.padEnd(40)} ${t.ms.toFixed(1)} ms`);
  }
  console.log(
    `first render, warm re-mount in the same page, median: ${median(warms.map((s) => s.paintedMs)).toFixed(1)} ms  [${list(warms.map((s) => s.paintedMs))}]; to commit ${median(warms.map((s) => s.commitMs)).toFixed(1)} ms`,
  );
  console.log(
    `keystroke → commit, median of ${keys.length}: ${median(keys.map((k) => k.commitMs)).toFixed(1)} ms  [${list(keys.map((k) => k.commitMs))}]; → painted ${median(keys.map((k) => k.paintedMs)).toFixed(1)} ms (after the first key of a load: ${median(later.map((k) => k.paintedMs)).toFixed(1)} ms); commits per keystroke ${[...new Set(keys.map((k) => k.commits))].join('/')}`,
  );
  // Component names are minified in the production build; PROFILE=1 (unminified) names them.
  const names = Object.entries(keys.at(-1)?.componentNames ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  console.log(
    `components re-rendered per keystroke: ${[...new Set(keys.map((k) => k.components))].join('/')}, in ${[...new Set(keys.map((k) => k.fields.length))].join('/')} field(s) (${[...new Set(keys.flatMap((k) => k.fields))].slice(0, 5).join(', ')}); field shows "${keys.at(-1)?.value ?? ''}" (expected "${expectedValue}")`,
  );
  if (PROFILE)
    console.log(`  by component (last keystroke): ${names.map(([n, c]) => `${n} ×${c}`).join(', ')}`);
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
const rows: Array<[string, keyof Summary, string]> = [
  ['first render, fresh page → painted', 'first', 'ms'],
  ['  of which to the commit', 'firstCommit', 'ms'],
  ['warm re-mount → painted', 'warm', 'ms'],
  ['keystroke → commit', 'keyCommit', 'ms'],
  ['keystroke → painted', 'keyPainted', 'ms'],
  ['components re-rendered per keystroke', 'components', ''],
  ['fields with a re-rendered component', 'fields', ''],
];
const schema = summaries.get('schema');
console.log(
  `\n| measure (medians) | ${chosen.join(' | ')} |${schema ? ' schema / stock | schema / hand |' : ''}`,
);
console.log(`| --- | ${chosen.map(() => '---:').join(' | ')} |${schema ? ' ---: | ---: |' : ''}`);
for (const [label, key, unit] of rows) {
  const cells = chosen.map((v) => {
    const value = summaries.get(v)?.[key] ?? 0;
    return unit ? `${value.toFixed(1)} ${unit}` : String(value);
  });
  const stock = summaries.get('stock')?.[key];
  const hand = summaries.get('hand')?.[key];
  const ratios = schema
    ? ` ${stock === undefined ? '–' : ratio(schema[key], stock)} | ${hand === undefined ? '–' : ratio(schema[key], hand)} |`
    : '';
  console.log(`| ${label} | ${cells.join(' | ')} |${ratios}`);
}
const js = (v: Variant) => jsBytes.get(v) ?? 0;
console.log(
  `| page JavaScript (gzip -9, ${PROFILE ? 'unminified' : 'minified'}) | ${chosen.map((v) => kb(js(v))).join(' | ')} |${schema ? ` ${ratio(js('schema'), js('stock'))} | ${ratio(js('schema'), js('hand'))} |` : ''}`,
);
console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}`);
