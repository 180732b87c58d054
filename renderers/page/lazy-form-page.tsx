/**
 * A `kind: "form"` schema page, loaded when such a page is shown: SchemaPage renders list pages far
 * more often, and the form brings rjsf, its validator and the form widgets (a separate chunk).
 */
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lazy-chunk';
import type { FormPage as FormPageComponent } from '../form/FormPage';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';

const FormPageChunk = lazyChunk(() => import('../form/FormPage').then((m) => ({ default: m.FormPage })));

export function FormPage(props: ComponentProps<typeof FormPageComponent>) {
  const text = useText();
  return (
    <Suspense
      fallback={<Loading style={{ display: 'block', margin: '48px auto' }} label={text('loading')} />}
    >
      <FormPageChunk {...props} />
    </Suspense>
  );
}
