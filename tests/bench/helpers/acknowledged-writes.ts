/**
 * The bench's promise check: a write the server answered 200 to must be stored exactly once; a write
 * whose answer was lost or failed may be stored once or not at all, never twice; nothing is stored
 * that the bench never sent. Each kind of write (records, uploads, transitions) keeps a ledger of
 * its keys and is checked against what the database (or the bucket) holds afterwards.
 */
export interface Ledger {
  readonly acknowledged: Set<string>;
  readonly unacknowledged: Set<string>;
  /** Files the outcome of one write. */
  settle(key: string, acknowledged: boolean): void;
}

export function ledger(): Ledger {
  const acknowledged = new Set<string>();
  const unacknowledged = new Set<string>();
  return {
    acknowledged,
    unacknowledged,
    settle(key, ok) {
      (ok ? acknowledged : unacknowledged).add(key);
    },
  };
}

export interface LedgerCheck {
  acknowledged: number;
  /** Acknowledged but not stored exactly once (goal 0). */
  missing: string[];
  /** Stored more than once (goal 0). */
  doubled: string[];
  failed: number;
  /** Failed writes that were stored all the same (allowed: the answer was lost, not the write). */
  failedStored: number;
  /** Stored, but never sent by the bench (goal 0). */
  strays: string[];
}

/** `stored`: how many times each key is stored (only keys of the bench's own writes). */
export function checkLedger(book: Ledger, stored: Map<string, number>): LedgerCheck {
  return {
    acknowledged: book.acknowledged.size,
    missing: [...book.acknowledged].filter((k) => stored.get(k) !== 1),
    doubled: [...stored].filter(([, n]) => n > 1).map(([k]) => k),
    failed: book.unacknowledged.size,
    failedStored: [...book.unacknowledged].filter((k) => stored.has(k)).length,
    strays: [...stored.keys()].filter((k) => !book.acknowledged.has(k) && !book.unacknowledged.has(k)),
  };
}

export const ledgerFailed = (check: LedgerCheck): boolean =>
  check.missing.length > 0 || check.doubled.length > 0 || check.strays.length > 0;

/** `what: n acknowledged, n of them not stored exactly once, …` */
export function ledgerLine(what: string, check: LedgerCheck): string {
  return `${what}: ${check.acknowledged} acknowledged, ${check.missing.length} of them not stored exactly once, ${check.doubled.length} stored twice, ${check.failed} failed (${check.failedStored} of them stored), ${check.strays.length} unknown`;
}
