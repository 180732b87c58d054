/**
 * Counts the cells an .xlsx declares (its worksheets' `<c>` elements) before any spreadsheet
 * parser reads them: parsing costs CPU per cell whether or not the cell's column maps to a field,
 * so a file of a few rows × 16,384 columns would cost minutes of parse for nothing. The worksheets
 * are inflated as a stream and scanned byte by byte, stopping as soon as the count passes the
 * import's cell limit; an entry that inflates past the size its directory declares is damaged.
 */
import { createInflateRaw } from 'node:zlib';
import { Readable } from 'node:stream';
import { zipEntries, type ZipEntry } from './zip';

const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class DamagedZip extends Error {}

/** The entry's bytes as stored in the file (still compressed). */
function storedBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw new DamagedZip('local header');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) throw new DamagedZip('entry past the end');
  return data.subarray(start, start + entry.compressedSize);
}

/** Counts start tags whose local name is `c` (`<c r="A1">`, `<c/>`, `<x:c>`; not `</c>` or `<col>`) across chunks of XML. */
class CellTagCounter {
  count = 0;
  private inName = false;
  /** Length of the tag's local name so far (after any `prefix:`), and whether it is exactly `c`. */
  private localLength = 0;
  private localIsC = false;

  feed(chunk: Buffer): void {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (b === 0x3c /* < */) {
        this.inName = true;
        this.localLength = 0;
        this.localIsC = false;
      } else if (!this.inName) {
        continue;
      } else if (
        b === 0x20 ||
        b === 0x09 ||
        b === 0x0a ||
        b === 0x0d ||
        b === 0x3e /* > */ ||
        b === 0x2f /* / */
      ) {
        if (this.localIsC && this.localLength === 1) this.count++;
        this.inName = false;
      } else if (b === 0x3a /* : */) {
        this.localLength = 0;
        this.localIsC = false;
      } else {
        this.localIsC = this.localLength === 0 && b === 0x63; /* c */
        this.localLength++;
      }
    }
  }
}

async function countEntry(data: Buffer, entry: ZipEntry, budget: number): Promise<number> {
  const bytes = storedBytes(data, entry);
  const counter = new CellTagCounter();
  if (entry.method === STORED) {
    counter.feed(bytes);
    return counter.count;
  }
  if (entry.method !== DEFLATED) throw new DamagedZip('compression method');
  const inflater = Readable.from([bytes]).pipe(createInflateRaw());
  let inflated = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.size) throw new DamagedZip('entry larger than declared');
      counter.feed(chunk);
      if (counter.count > budget) break;
    }
  } catch (error) {
    if (error instanceof DamagedZip) throw error;
    throw new DamagedZip(error instanceof Error ? error.message : String(error));
  } finally {
    inflater.destroy();
  }
  return counter.count;
}

/** The cells the workbook's worksheets declare, counted up to just past `budget` (then it stops). */
export async function declaredCells(data: Buffer, budget: number): Promise<number> {
  const entries = zipEntries(data);
  if (!entries) throw new DamagedZip('no central directory');
  let total = 0;
  for (const entry of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    total += await countEntry(data, entry, budget - total);
    if (total > budget) break;
  }
  return total;
}
