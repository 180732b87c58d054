/**
 * Worker thread that parses one upload (parse.ts starts it), so a large or hostile file
 * costs this thread's heap and CPU, not the event loop that answers other requests. Rows go to
 * the main thread in batches, one batch at a time (it asks for the next), as cells that survive
 * structured cloning: primitives, dates and formula cells holding only their cached value.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sheetRows, type SheetKind } from './read';
import { headerLabel, sheetCell } from '../excel/values';
import { DamagedZip, declaredCells } from './cell-count';

export interface WorkerJob {
  kind: SheetKind;
  data: Uint8Array;
  /** Data rows of any kind past the header before the file is refused. */
  maxRows: number;
  maxCellChars: number;
  /** Cells of the whole file (header included, every column) before it is refused (parse.ts cellLimit). */
  maxCells: number;
  /** Header texts that name an importable field: only those columns' cells are read past the header. */
  fieldLabels: string[];
  batch: number;
}

export interface ParsedRow {
  rowNumber: number;
  cells: unknown[];
}

export type WorkerMessage =
  | { type: 'rows'; rows: ParsedRow[] }
  | { type: 'done' }
  | { type: 'tooManyRows' }
  | { type: 'tooManyCells' }
  | { type: 'cellTooLong'; row: number }
  | { type: 'unreadable'; detail: string };

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread');
const job = workerData as WorkerJob;

let credits = 0;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits++;
  wake?.();
});
const nextCredit = async () => {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  credits--;
};

/**
 * A data row reduced to the header's width with only the mapped columns read (the others stay
 * null: the main thread ignores them), so unmapped columns cost neither conversion nor copying.
 */
function mappedCells(cells: unknown[], mapped: number[], width: number): unknown[] {
  const out: unknown[] = new Array<unknown>(width).fill(null);
  for (const i of mapped) out[i] = sheetCell(cells[i]);
  return out;
}

async function run(): Promise<WorkerMessage> {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  // Parsing costs CPU per cell, mapped or not: a file declaring more cells than the limit is
  // refused before a parser reads any of them.
  if (job.kind === 'xlsx') {
    try {
      if ((await declaredCells(data, job.maxCells)) > job.maxCells) return { type: 'tooManyCells' };
    } catch (error) {
      if (error instanceof DamagedZip) return { type: 'unreadable', detail: error.message };
      throw error;
    }
  }
  const labels = new Set(job.fieldLabels);
  let header: { width: number; mapped: number[] } | null = null;
  let batch: ParsedRow[] = [];
  let seen = 0;
  let cellsRead = 0;
  for await (const { rowNumber, cells } of sheetRows(job.kind, data, job.maxRows)) {
    if (seen++ > job.maxRows) return { type: 'tooManyRows' };
    // The same limit on what the parser produced (legacy .xls, and any cell the scan did not see).
    cellsRead += cells.length;
    if (cellsRead > job.maxCells) return { type: 'tooManyCells' };
    let plain: unknown[];
    if (!header) {
      // The header goes whole: the main thread refuses a column it does not know.
      plain = cells.map(sheetCell);
      const mapped = plain.flatMap((c, i) => (labels.has(headerLabel(c)) ? [i] : []));
      header = { width: plain.length, mapped };
    } else {
      plain = mappedCells(cells, header.mapped, header.width);
    }
    const long = plain.some((c) => typeof c === 'string' && c.length > job.maxCellChars);
    if (long) return { type: 'cellTooLong', row: rowNumber };
    batch.push({ rowNumber, cells: plain });
    if (batch.length >= job.batch) {
      port!.postMessage({ type: 'rows', rows: batch } satisfies WorkerMessage);
      batch = [];
      await nextCredit();
    }
  }
  if (batch.length > 0) {
    port!.postMessage({ type: 'rows', rows: batch } satisfies WorkerMessage);
    await nextCredit();
  }
  return { type: 'done' };
}

run().then(
  (message) => port.postMessage(message),
  (error: unknown) =>
    port.postMessage({
      type: 'unreadable',
      detail: error instanceof Error ? error.message : String(error),
    } satisfies WorkerMessage),
);
