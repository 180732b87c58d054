/** Export: downloads `api.exportXls` with the list's query and the selected ids as `<title>.xlsx`. */
import { useCallback } from 'react';
import type { PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import type { ListController } from '../list/use-list-controller';

export function exportParams(
  query: Record<string, string>,
  selected: readonly string[],
): Record<string, string> {
  return selected.length > 0 ? { ...query, selections: selected.join(',') } : { ...query };
}

export function useExportXls(
  page: PageSchema,
  controller: Pick<ListController, 'queryParamsForExport' | 'state'>,
) {
  const { download, t } = useRenderer();
  const { queryParamsForExport, state } = controller;
  return useCallback(async () => {
    if (!page.api.exportXls) return;
    try {
      await download(
        page.api.exportXls,
        exportParams(queryParamsForExport, state.selectedRowKeys),
        `${t(page.title)}.xlsx`,
      );
    } catch {
      // the app has told the user (文件下载失败)
    }
  }, [download, t, page.api.exportXls, page.title, queryParamsForExport, state.selectedRowKeys]);
}
