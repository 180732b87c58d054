/**
 * What this instance knows of table changes, for answers kept in memory (the list's page answers):
 * a stamp per table that moves whenever its rows may have changed. An answer is kept with the stamp
 * read before its query started and served only while the stamp is unchanged, so a change whose
 * notice arrives while the query runs discards the answer.
 *
 * Stamps move on a change notice (change-listener.ts: PostgreSQL's NOTIFY from a statement trigger,
 * so writes of every instance and of any other client count), on a write of this instance
 * (write-fence-plugin.ts, which also fences the table: no answer of it is kept or served until
 * FENCE_MS after the write, the time its commit's notice takes at most in practice), and when the
 * listening connection is lost or comes back (notices may have been missed: every stamp moves).
 * A table is cached only once its trigger is known to exist (`watch`) and while the listener is
 * connected; otherwise `stamp` is null and every request reads the database.
 */

/** How long a table written by this instance is read from the database only. */
export const FENCE_MS = 2_000;

export class TableVersions {
  private readonly versions = new Map<string, number>();
  private readonly fencedUntil = new Map<string, number>();
  private readonly watched = new Set<string>();
  private allFencedUntil = 0;
  /** Moves every stamp at once: a lost or new listening connection, a write to an unknown table. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly fenceMs = FENCE_MS,
  ) {}

  /** The table's current stamp, or null when an answer from it may be neither kept nor served now. */
  stamp(table: string): string | null {
    if (!this.listening || !this.watched.has(table)) return null;
    const now = this.now();
    if (now < this.allFencedUntil || now < (this.fencedUntil.get(table) ?? 0)) return null;
    return `${this.epoch}.${this.versions.get(table) ?? 0}`;
  }

  /** A change notice for the table (its transaction has committed). */
  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /** This instance writes the table: its notice comes only after the commit. */
  fence(table: string): void {
    this.changed(table);
    this.fencedUntil.set(table, this.now() + this.fenceMs);
  }

  /** A write this instance cannot attribute to a table (raw SQL, DDL). */
  fenceAll(): void {
    this.epoch++;
    this.allFencedUntil = this.now() + this.fenceMs;
  }

  /** The table has its change trigger: its answers may be kept. */
  watch(table: string): void {
    this.watched.add(table);
  }

  /** LISTEN is in place on a new connection: notices missed before it do not matter any more. */
  listeningStarted(): void {
    this.epoch++;
    this.listening = true;
  }

  /** The listening connection is gone: nothing kept can be trusted until it is back. */
  listeningLost(): void {
    this.epoch++;
    this.listening = false;
  }

  get isListening(): boolean {
    return this.listening;
  }
}
