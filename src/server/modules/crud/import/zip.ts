/**
 * What an .xlsx (a zip) says about itself before anything is unpacked: the unzipped size of each
 * entry, from the central directory at its end. Cheap (no inflating), so a file whose shared
 * string table would unpack to hundreds of MB is refused before a parser holds it; the parse's
 * own heap limit (parse.ts) stands behind this for files whose directory lies.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export interface ZipEntry {
  name: string;
  /** Declared unzipped bytes (ZIP64 markers read as Infinity). */
  size: number;
  compressedSize: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

/** The central directory's entries, in order; null when not a readable zip. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const from = Math.max(0, data.length - 65_557);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return null;
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (at + 46 + skip > data.length) return null;
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      size: size === 0xffffffff ? Infinity : size,
      compressedSize: data.readUInt32LE(at + 20),
      method: data.readUInt16LE(at + 10),
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/** Entry name → declared unzipped bytes (ZIP64 markers read as Infinity); null when not a readable zip. */
export function zipEntrySizes(data: Buffer): Map<string, number> | null {
  const entries = zipEntries(data);
  return entries && new Map(entries.map((e) => [e.name, e.size]));
}
