/**
 * Worker thread that parses one upload (import-parse.ts starts it), so a large or hostile file
 * costs this thread's heap and CPU, not the event loop that answers other requests. Rows go to
 * the main thread in batches, one batch at a time (it asks for the next), as cells that survive
 * structured cloning: primitives, dates and formula cells holding only their cached value.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sheetRows, type SheetKind } from './import-read';
import { sheetCell } from './excel-values';

export interface WorkerJob {
  kind: SheetKind;
  data: Uint8Array;
  /** Data rows of any kind past the header before the file is refused. */
  maxRows: number;
  maxCellChars: number;
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

async function run(): Promise<WorkerMessage> {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  let batch: ParsedRow[] = [];
  let seen = 0;
  for await (const { rowNumber, cells } of sheetRows(job.kind, data, job.maxRows)) {
    if (seen++ > job.maxRows) return { type: 'tooManyRows' };
    const plain = cells.map(sheetCell);
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
  (error: unknown) => port.postMessage({ type: 'unreadable', detail: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage),
);
