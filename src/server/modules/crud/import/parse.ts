/**
 * The main thread's side of parsing an upload: checks what the zip declares, then reads the rows
 * from a worker thread (worker.ts) with a capped heap, one batch at a time, so memory stays
 * bounded and the event loop is only busy between batches. One parse runs at a time per process
 * (the machine's other core stays with the requests); further imports wait their turn.
 */
import { Worker } from 'node:worker_threads';
import type { SheetKind } from './read';
import type { ParsedRow, WorkerJob, WorkerMessage } from './worker';
import { zipEntrySizes } from './zip';
import { EXCEL_MSG } from '../excel/messages';

/** Excel's own limit on the characters of one cell. */
export const EXCEL_MAX_CELL_CHARS = 32_767;
const BATCH = 500;

export interface ParseLimits {
  maxRows: number;
  maxSharedStringsMb: number;
  workerHeapMb: number;
  /** Columns one row may fill on average: one per field of the entity (an export's width). */
  columns: number;
  /** Header texts naming an importable field (the columns read). */
  fieldLabels: string[];
}

/**
 * Cells one import may hold, header included, every column counted (parsing costs per cell):
 * as many as the largest file the row limit allows with one column per field.
 */
export function cellLimit(limits: Pick<ParseLimits, 'maxRows' | 'columns'>): number {
  return (limits.maxRows + 1) * Math.max(1, limits.columns);
}

type Pair = { 'zh-CN': string; 'en-US': string };

/** The file is refused as a whole: `status` and the message pair to answer. */
export class ImportRefused extends Error {
  constructor(
    readonly status: number,
    readonly text: Pair,
  ) {
    super(text['en-US']);
  }
}

let running = false;
const waiting: Array<() => void> = [];

async function acquire(): Promise<void> {
  if (!running) {
    running = true;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running = false;
}

function checkZip(data: Buffer, limits: ParseLimits): void {
  const sizes = zipEntrySizes(data);
  if (!sizes) throw new ImportRefused(400, EXCEL_MSG.importUnreadable);
  const shared = sizes.get('xl/sharedStrings.xml') ?? 0;
  if (shared > limits.maxSharedStringsMb * 1024 * 1024)
    throw new ImportRefused(413, EXCEL_MSG.importSharedStrings(limits.maxSharedStringsMb));
}

/**
 * From source (tsx, vitest) the worker starts from a small JavaScript entry that registers tsx's
 * loader in the new thread; the compiled server (dist-server/) ships the worker as its own file
 * beside the bundle.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts') ? './worker-boot.mjs' : './import-worker.js';

function startWorker(job: WorkerJob, heapMb: number, transfer: ArrayBuffer[]): Worker {
  const url = new URL(WORKER_ENTRY, import.meta.url);
  return new Worker(url, {
    workerData: job,
    transferList: transfer,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  });
}

/** The data's own ArrayBuffer when it spans all of it (transferred, not copied), else a copy. */
function ownBuffer(data: Buffer): Uint8Array {
  if (
    data.byteOffset === 0 &&
    data.byteLength === data.buffer.byteLength &&
    data.buffer instanceof ArrayBuffer
  )
    return new Uint8Array(data.buffer);
  return new Uint8Array(data);
}

/** Batches of rows (header first); throws ImportRefused for a file refused as a whole. */
export async function* parsedRows(
  kind: SheetKind,
  data: Buffer,
  limits: ParseLimits,
): AsyncGenerator<ParsedRow[]> {
  if (kind === 'xlsx') checkZip(data, limits);
  await acquire();
  const bytes = ownBuffer(data);
  const job: WorkerJob = {
    kind,
    data: bytes,
    maxRows: limits.maxRows,
    maxCellChars: EXCEL_MAX_CELL_CHARS,
    maxCells: cellLimit(limits),
    fieldLabels: limits.fieldLabels,
    batch: BATCH,
  };
  const worker = startWorker(job, limits.workerHeapMb, [bytes.buffer as ArrayBuffer]);
  const inbox: Array<WorkerMessage | { type: 'crashed'; error: Error }> = [];
  let wake: (() => void) | null = null;
  const deliver = (m: WorkerMessage | { type: 'crashed'; error: Error }) => {
    inbox.push(m);
    wake?.();
  };
  worker.on('message', (m: WorkerMessage) => deliver(m));
  worker.on('error', (error: Error) => deliver({ type: 'crashed', error }));
  worker.on('exit', () => deliver({ type: 'crashed', error: new Error('import worker exited') }));
  try {
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const m = inbox.shift()!;
      switch (m.type) {
        case 'rows':
          yield m.rows;
          worker.postMessage('next');
          break;
        case 'done':
          return;
        case 'tooManyRows':
          throw new ImportRefused(413, EXCEL_MSG.importTooManyRows(limits.maxRows));
        case 'tooManyCells':
          throw new ImportRefused(
            413,
            EXCEL_MSG.importTooManyCells(cellLimit(limits), limits.maxRows, Math.max(1, limits.columns)),
          );
        case 'cellTooLong':
          throw new ImportRefused(413, EXCEL_MSG.importCellTooLong(m.row, EXCEL_MAX_CELL_CHARS));
        case 'unreadable':
          throw new ImportRefused(400, EXCEL_MSG.importUnreadable);
        case 'crashed':
          if ((m.error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
            throw new ImportRefused(413, EXCEL_MSG.importTooLarge);
          throw m.error;
      }
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
    release();
  }
}
