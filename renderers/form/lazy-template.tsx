/**
 * An rjsf template loaded when a form first renders it, for the templates of @rjsf/antd that the
 * entity forms' first paint never renders (a schema feature outside the keyword subset, rjsf's own
 * widgets, the error list the forms switch off): their antd controls (InputNumber, Alert, Divider,
 * ConfigProvider…) stay out of every form page until one is shown. Until it has loaded the template
 * shows nothing in its place; the rest of the form is not held back.
 */
import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { lazyChunk } from '../lazy-chunk';

// A template's props are rjsf's generics; the loaded component is rendered with them unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyTemplate<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const Lazy = lazyChunk(load);
  function LazyTemplate(props: ComponentProps<T>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyTemplate as unknown as T;
}
