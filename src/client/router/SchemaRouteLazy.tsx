/**
 * The one place that imports the renderer's page (views/SchemaRoute.tsx, owned by the renderer):
 * lazily, so the renderer and rjsf stay out of the login page's bundle.
 */
import { lazyChunk } from '../../../renderers/lazy-chunk';

export const SchemaRouteLazy = lazyChunk(() => import('../views/SchemaRoute'));
