/**
 * The `form` row action's dialog, loaded when first opened: it draws a standalone form (rjsf and
 * its widgets), which most list visits never need (see lazy-dialogs.tsx).
 */
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lazy-chunk';
import type { SchemaFormDialog as SchemaFormDialogComponent } from './SchemaFormDialog';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';

const Chunk = lazyChunk(() => import('./SchemaFormDialog').then((m) => ({ default: m.SchemaFormDialog })));

export function SchemaFormDialog(props: ComponentProps<typeof SchemaFormDialogComponent>) {
  const text = useText();
  return (
    <Suspense fallback={<Loading fullscreen label={text('loading')} />}>
      <Chunk {...props} />
    </Suspense>
  );
}
