/** The paging of modal pickers (SPEC §9): 5 rows a page, 5/10/20/30 to choose from. */
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE_OPTIONS = ['5', '10', '20', '30'];

export interface PickerPaging {
  current: number;
  pageSize: number;
}

export const FIRST_PICKER_PAGE: PickerPaging = { current: 1, pageSize: PICKER_PAGE_SIZE };

/** A list answer (a page or every row) as rows and their total. */
export function pageRows<R>(result: { records: R[]; total: number } | R[] | null | undefined): {
  rows: R[];
  total: number;
} {
  if (Array.isArray(result)) return { rows: result, total: result.length };
  if (result && Array.isArray(result.records))
    return { rows: result.records, total: Number(result.total) || 0 };
  return { rows: [], total: 0 };
}
