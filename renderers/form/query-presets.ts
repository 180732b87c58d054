/**
 * A form page's `form.queryPresets`: values of the page URL's query parameters preset on the new
 * record (the home page's sections open apply online with `?businessType=<value>`). Only the
 * properties the page names, only writable ones; an array property takes the comma-separated values.
 */
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { mayWrite } from '../../src/shared/schema/writable-fields';

export function queryPresets(
  page: PageSchema,
  entity: EntitySchema,
  search: string,
): Record<string, unknown> {
  const presets: Record<string, unknown> = {};
  const params = new URLSearchParams(search);
  for (const [param, name] of Object.entries(page.form?.queryPresets ?? {})) {
    const raw = params.get(param);
    const field = entity.properties[name];
    if (raw === null || raw.trim() === '' || !mayWrite(name, field, 'add')) continue;
    presets[name] =
      field?.type === 'array'
        ? raw
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v !== '')
        : raw;
  }
  return presets;
}
