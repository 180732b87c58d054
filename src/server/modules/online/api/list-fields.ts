/**
 * The fields an online form's list shows, in order: its page's columns, else every readable stored
 * field but the system ones. getColumns answers them (describe.ts) and the export writes them
 * (export-layout.ts), so both show the same columns; `view` is the entity as the user sees it.
 */
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import type { PageSchema } from '../../../../shared/schema/types';

export interface ListField {
  field: ResolvedField;
  sorter: boolean;
  width?: number;
}

export function listFields(view: ResolvedEntity, page: PageSchema | undefined): ListField[] {
  if (page?.columns) {
    return page.columns.flatMap((c) => {
      const field = view.fields.get(c.field);
      return field?.readable
        ? [{ field, sorter: Boolean(c.sorter) && field.sortable, ...(c.width ? { width: c.width } : {}) }]
        : [];
    });
  }
  return [...view.fields.values()]
    .filter((f) => f.readable && !f.system && f.column !== null)
    .map((field) => ({ field, sorter: field.sortable }));
}
