/**
 * Loads the lazy widgets a form's fields name, for a suite's beforeAll: their first import in jsdom,
 * on a busy machine, takes longer than a query waits, and the first test would otherwise be waiting
 * for the import instead of for what the user sees.
 */
import type { FieldSchema } from '../../src/shared/schema/types';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';
import { widgetNameFor } from '../widgets/widget-name';

/** How long a suite's beforeAll may take to load them. */
export const PRELOAD_TIMEOUT_MS = 180_000;

export function preloadFormWidgets(properties: Readonly<Record<string, unknown>>): Promise<unknown> {
  return preloadWidgets(
    Object.values(properties).map((field) => widgetNameFor(field as FieldSchema)),
    BUILTIN_WIDGETS,
  );
}
