/** What the bench page exposes on window.__tableBench, read by tests/bench/editable-table-chromium.ts. */

/** `table` the renderer's EditableTable; `antd` antd's Table with `virtual` and an Input per cell. */
export type Variant = 'table' | 'antd';
export const VARIANTS: readonly Variant[] = ['table', 'antd'];

export const ROWS = 10_000;
export const COLUMNS = 20;

export interface FirstRenderSample {
  /** root.render() → the commit that put the first data row in the DOM. */
  commitMs: number;
  /** root.render() → the frame after that commit was painted. */
  paintedMs: number;
  /** Data rows in the DOM (virtualised: a screenful, not 10,000). */
  rowsInDom: number;
}

export interface ScrollSample {
  frames: number;
  /** Frames where part of the body's viewport held no row when the frame was about to be painted. */
  blankFrames: number;
  /** Largest uncovered height in one frame, px. */
  worstGapPx: number;
  /** Mean time between frames while scrolling, ms (a long frame is jank). */
  meanFrameMs: number;
  maxFrameMs: number;
}

export interface KeystrokeSample {
  commitMs: number;
  paintedMs: number;
  commits: number;
  components: number;
  /** Distinct table rows that had a component re-rendered. */
  rows: number;
  value: string;
}

export interface TableBench {
  first: Promise<FirstRenderSample>;
  /** Scrolls the body by `step` px per frame for `frames` frames, checking each frame for blank rows. */
  scroll(step: number, frames: number): Promise<ScrollSample>;
  /** Scrolls back to the top and focuses the target cell's input. */
  focusTarget(): Promise<void>;
  armKeystroke(): void;
  keystroke(): Promise<KeystrokeSample>;
}
