/**
 * An online form's export (exportXls, on JeecgBoot's path and the runtime entity's): the columns its
 * list shows, in the list's order and without the id, and one sheet per sub table after them
 * (crud/export/sub-sheets.ts). The view passed in has the user's field rules applied, so a column
 * the user may not read is no column here either.
 */
import type { ExportLayout, ExportLayoutResolver } from '../../crud/export/layout';
import { onlinePage } from './runtime-entity';
import { listFields } from './list-fields';

/** The layout of a published form's runtime entity (its page is `online-<code>`); others keep the default. */
export const onlineExportLayout: ExportLayoutResolver = (app, view): ExportLayout | undefined => {
  const page = onlinePage(app, view.id);
  if (!page || page.entity !== view.id) return undefined;
  return { columns: listFields(view, page).map((l) => l.field), subTables: true };
};
