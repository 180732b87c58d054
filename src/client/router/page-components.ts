/** Menu `component` strings → the shell's built-in views (lazy chunks). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const SCHEMA_PREFIX = 'schema/';

const BUILT_IN: Record<string, LazyExoticComponent<ComponentType>> = {
  'dashboard/Analysis': lazy(() => import('../views/dashboard/Analysis')),
  'account/Settings': lazy(() => import('../views/account/Settings')),
  'test/Home': lazy(() => import('../views/test/Home')),
};

export function builtInView(component: string): LazyExoticComponent<ComponentType> | undefined {
  return Object.hasOwn(BUILT_IN, component) ? BUILT_IN[component] : undefined;
}

/** The page id of a `schema/<page-id>` component, or undefined. */
export function schemaPageId(component: string): string | undefined {
  if (!component.startsWith(SCHEMA_PREFIX)) return undefined;
  const id = component.slice(SCHEMA_PREFIX.length);
  return /^[\w-]+$/.test(id) ? id : undefined;
}
