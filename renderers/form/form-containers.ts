/**
 * The containers a list page's form opens in (page.form.container): antd's Modal (the default), the
 * draggable modal with its full-screen toggle (page.form.draggable) and the Drawer. Each loads when a
 * form first opens in it, so a form page carries only the container it shows (the page container,
 * a Card, stays in FormDialog). The list page's dialog wrapper (list/lazy-dialogs.tsx) starts the
 * container's load together with the form's own chunk, so opening a form waits for both at once,
 * never for one after the other.
 */
import type { ComponentType } from 'react';
import type { ModalProps } from 'antd';
import type { DrawerProps } from 'antd/es/drawer';
import type { PageSchema } from '../../src/shared/schema/types';
import type { DraggableModalProps } from '../dialog/DraggableModal';
import { lazyChunk } from '../lazy-chunk';

/** `load`, started once: a preload and the component's first render share one fetch. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= load());
}

const loadModal = once((): Promise<{ default: ComponentType<ModalProps> }> => import('antd/es/modal/Modal'));
const loadDraggableModal = once((): Promise<{ default: ComponentType<DraggableModalProps> }> =>
  import('../dialog/DraggableModal').then((m) => ({ default: m.DraggableModal })),
);
const loadDrawer = once((): Promise<{ default: ComponentType<DrawerProps> }> => import('antd/es/drawer'));

export const ModalContainer = lazyChunk(loadModal);
export const DraggableModalContainer = lazyChunk(loadDraggableModal);
export const DrawerContainer = lazyChunk(loadDrawer);

/** Starts loading the container `page`'s form opens in (none for the page container). */
export function preloadFormContainer(page: PageSchema): void {
  const container = page.form?.container ?? 'modal';
  if (container === 'drawer') void loadDrawer();
  else if (container === 'modal') void (page.form?.draggable ? loadDraggableModal() : loadModal());
}
