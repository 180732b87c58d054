/** What the bench page exposes on window.__formBench, read by tests/bench/form-200-chromium.ts. */

/** The form under test: the renderer's FormDialog, stock @rjsf/antd, a hand-written antd Form. */
export type Variant = 'schema' | 'stock' | 'hand';
export const VARIANTS: readonly Variant[] = ['schema', 'stock', 'hand'];

/** One component type's own render time in a commit; fibers counts those with a measurable time. */
export interface SelfTime {
  name: string;
  ms: number;
  fibers: number;
}

export interface FirstRenderSample {
  /** root.render() → the commit that put the last field in the DOM. */
  commitMs: number;
  /** root.render() → the frame after that commit was painted (rAF, then a message task). */
  paintedMs: number;
  /** Style recalculation + layout of the committed form, forced synchronously right after the commit. */
  layoutMs: number;
  /**
   * Self render time by component type in that commit, ms, largest first. Only the profiling build
   * (PROFILE=1) records fiber durations; the production build leaves this empty.
   */
  selfByType: SelfTime[];
  /** Commits React made until the last field was in the DOM. */
  commits: number;
  /** Inputs in the form once committed (200 expected). */
  inputs: number;
}

export interface KeystrokeSample {
  /** keydown listener (capture, on window) → the last commit the keystroke caused. */
  commitMs: number;
  /** keydown → the frame after the last commit was painted. */
  paintedMs: number;
  commits: number;
  /** Components (function, class, forwardRef, memo) that rendered in the keystroke's commits, summed. */
  components: number;
  /** The same, counted by component name. */
  componentNames: Record<string, number>;
  /** Ids of the inputs whose field (row, label, control) had a component re-rendered. */
  fields: string[];
  /** The target input's value after the keystroke: proves the key went into the field. */
  value: string;
}

export interface FormBench {
  /** The first render when the page loaded (cold: fresh JS heap, validator and styles set up). */
  first: Promise<FirstRenderSample>;
  /** Unmounts the form and mounts it again in the same page (warm). */
  remount(): Promise<FirstRenderSample>;
  /** Resets the counters before a keystroke; the runner then types with page.keyboard. */
  armKeystroke(): void;
  /** Waits until React is idle after the keystroke and returns what it did. */
  keystroke(): Promise<KeystrokeSample>;
}
