/**
 * The list page's dialogs, loaded when first opened. A list page shows a query form and a table;
 * the add/edit form (rjsf, its validator and every form widget), the Excel import dialog and the
 * super-query builder are most of a schema page's JavaScript and most visits open none of them, so
 * they are separate chunks (the SchemaRoute chunk was 290 KB gzipped with all of them).
 * Each wrapper takes exactly the props of the component it loads.
 */
import { Suspense, useState, type ComponentProps } from 'react';
import { lazyChunk } from '../lazy-chunk';
import type { FormDialog as FormDialogComponent } from '../form/FormDialog';
import type { ImportDialog as ImportDialogComponent } from '../excel/ImportDialog';
import type { SuperQueryModal as SuperQueryModalComponent } from '../query-builder/SuperQueryModal';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';
import { preloadFormContainer } from '../form/form-containers';

const FormDialogChunk = lazyChunk(() =>
  import('../form/FormDialog').then((m) => ({ default: m.FormDialog })),
);
const ImportDialogChunk = lazyChunk(() =>
  import('../excel/ImportDialog').then((m) => ({ default: m.ImportDialog })),
);
const SuperQueryModalChunk = lazyChunk(() =>
  import('../query-builder/SuperQueryModal').then((m) => ({ default: m.SuperQueryModal })),
);

/** While a dialog's chunk loads: the page dimmed with a spinner, as antd's own loading overlay. */
function ChunkLoading() {
  const text = useText();
  return <Loading fullscreen label={text('loading')} />;
}

export function FormDialog(props: ComponentProps<typeof FormDialogComponent>) {
  // The form's container (Modal, Drawer) is a chunk of its own: fetched with the form's, not after it.
  preloadFormContainer(props.page);
  return (
    <Suspense fallback={<ChunkLoading />}>
      <FormDialogChunk {...props} />
    </Suspense>
  );
}

export function ImportDialog(props: ComponentProps<typeof ImportDialogComponent>) {
  return (
    <Suspense fallback={<ChunkLoading />}>
      <ImportDialogChunk {...props} />
    </Suspense>
  );
}

/**
 * The list page keeps this modal mounted (closed) so its lines survive closing; the chunk loads the
 * first time it opens, and from then on it stays mounted as before.
 */
export function SuperQueryModal(props: ComponentProps<typeof SuperQueryModalComponent>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<ChunkLoading />}>
      <SuperQueryModalChunk {...props} />
    </Suspense>
  );
}
