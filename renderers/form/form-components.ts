/**
 * The widgets, fields and templates a form renders with: the form's defaults and the built-in
 * widgets, with what the app passed to RendererProvider merged over them by name (as rjsf merges
 * its `widgets`/`fields`/`templates` props over its own). No module-level map: two pages may pass
 * different widgets.
 */
import { useMemo } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { useRendererComponents } from '../context';
import { BUILTIN_WIDGETS } from '../widgets/builtins';

export interface FormComponents {
  /** Every widget a schema may name in `x-widget`: built-in ones, then the app's. */
  widgets: RegistryWidgetsType;
  /** The form's own fields, then the app's (rjsf keeps its defaults for the rest). */
  fields: RegistryFieldsType;
  /** The form's templates, then the app's. */
  templates: Partial<TemplatesType>;
}

/** `defaults` must be stable (module constants): the merge is remembered per app components. */
export function useFormComponents(defaults: {
  fields?: RegistryFieldsType;
  templates?: Partial<TemplatesType>;
}): FormComponents {
  const given = useRendererComponents();
  const { fields, templates } = defaults;
  return useMemo(
    () => ({
      widgets: { ...BUILTIN_WIDGETS, ...given.widgets },
      fields: { ...fields, ...given.fields },
      templates: { ...templates, ...given.templates },
    }),
    [given, fields, templates],
  );
}
