/**
 * Export: saves the provider's exportFile (the page's `api.exportXls`) with the list's query and the selected ids, as a legacy .xls
 * (SPEC §7) named `<title>_<yyyyMMddHHmmss>.xls` like the server's Content-Disposition. A page may
 * ask for .xlsx on its export action (`"format": "xlsx"`), e.g. for lists beyond .xls' 65,535 rows.
 */
import { useCallback } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { spreadsheetFileName } from '../../src/shared/excel/file-name';
import { useRenderer } from '../context';
import { resourceOf } from '../data/data-provider';
import type { ListController } from '../list/use-list-controller';

export type ExportFormat = 'xls' | 'xlsx';

export function exportParams(
  query: Record<string, string>,
  selected: readonly string[],
  format: ExportFormat = 'xls',
): Record<string, string> {
  const params = selected.length > 0 ? { ...query, selections: selected.join(',') } : { ...query };
  return format === 'xlsx' ? { ...params, format } : params;
}

/** The format the page's export action asks for; anything but 'xlsx' means the default .xls. */
export function exportFormat(page: PageSchema): ExportFormat {
  const action = page.toolbar?.find((a) => a.kind === 'export');
  return action?.format === 'xlsx' ? 'xlsx' : 'xls';
}

export function useExportXls(
  page: PageSchema,
  entity: EntitySchema,
  controller: Pick<ListController, 'queryParamsForExport' | 'state'>,
) {
  const { data, t } = useRenderer();
  const { queryParamsForExport, state } = controller;
  return useCallback(async () => {
    if (!page.api.exportXls) return;
    const format = exportFormat(page);
    try {
      await data.exportFile(
        resourceOf(page, entity),
        exportParams(queryParamsForExport, state.selectedRowKeys, format),
        spreadsheetFileName(t(page.title), format, new Date()),
      );
    } catch {
      // the app has told the user (文件下载失败)
    }
  }, [data, t, page, entity, queryParamsForExport, state.selectedRowKeys]);
}
