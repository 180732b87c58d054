/** Menu `component` strings → the shell's built-in views (lazy chunks). */
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyChunk } from '../../../renderers/lazy-chunk';

export const SCHEMA_PREFIX = 'schema/';

const BUILT_IN: Record<string, LazyExoticComponent<ComponentType>> = {
  'dashboard/Analysis': lazyChunk(() => import('../views/dashboard/Analysis')),
  'dashboard/Monitor': lazyChunk(() => import('../views/dashboard/Monitor')),
  'account/Settings': lazyChunk(() => import('../views/account/Settings')),
  'test/Home': lazyChunk(() => import('../views/test/Home')),
  'isps/UserAnnouncement': lazyChunk(() => import('../views/isps/UserAnnouncement')),
};

export function builtInView(component: string): LazyExoticComponent<ComponentType> | undefined {
  return Object.hasOwn(BUILT_IN, component) ? BUILT_IN[component] : undefined;
}

/** The online report screen (`online/cgreport`), a default export taking the report's `code`. */
export const ONLINE_REPORT_COMPONENT = 'online/cgreport';
export const OnlineReportView: LazyExoticComponent<ComponentType<{ code: string }>> = lazyChunk(
  () => import('../views/online/ReportRoute'),
);

/** The page id of a `schema/<page-id>` component, or undefined. */
export function schemaPageId(component: string): string | undefined {
  if (!component.startsWith(SCHEMA_PREFIX)) return undefined;
  const id = component.slice(SCHEMA_PREFIX.length);
  return /^[\w-]+$/.test(id) ? id : undefined;
}
