/**
 * Code-split parts of the app (pages, dialogs, charts) loaded with a deadline: a chunk that has not
 * arrived within 120 s (SPEC §9), or that the network refused, is a load error the nearest boundary
 * shows with a reload, instead of a spinner that never ends.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not load: the boundary offers to reload the document. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * How browsers word a dynamic import the network refused (Chromium, Firefox, Safari) and the
 * preload error Vite raises for a chunk's CSS.
 */
const REFUSED_IMPORT = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && REFUSED_IMPORT.test(error.message));
}

/** `load()`, or a ChunkLoadError once `ms` have passed without an answer. */
export function loadWithin<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A refused chunk stays recognisable (isChunkLoadError); a module that threw is a crash.
        reject(error);
      },
    );
  });
}

/** React.lazy with the deadline (the component's own type is kept, as React.lazy keeps it). */
// React.lazy's own constraint: props of any shape, the component's type passed through unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadWithin(load));
}
