/** SPEC §3 "List page state" and the GET parameters it becomes (JeecgListMixin.getQueryParams). */
export interface ListSorter {
  column: string;
  order: 'asc' | 'desc';
}

export interface SuperQueryLine {
  field: string;
  rule: string;
  val: string;
  type?: string;
  dbType?: string;
}

export interface ListState {
  queryParam: Record<string, string>;
  ipagination: { current: number; pageSize: number; total: number };
  isorter: ListSorter;
  filters: Record<string, string>;
  selectedRowKeys: string[];
  superQueryParams: string;
  superQueryMatchType: 'and' | 'or';
}

export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT: ListSorter = { column: 'createTime', order: 'desc' };

/** `pageSize`: a list without a pager (page.pagination false) reads the server's largest page. */
export function initialListState(sort: ListSorter = DEFAULT_SORT, pageSize = DEFAULT_PAGE_SIZE): ListState {
  return {
    queryParam: {},
    ipagination: { current: 1, pageSize, total: 0 },
    isorter: sort,
    filters: {},
    selectedRowKeys: [],
    superQueryParams: '',
    superQueryMatchType: 'and',
  };
}

function dropEmpty(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = String(v);
  }
  return out;
}

/**
 * The list GET's parameters: query params, fixed filters, sort, visible fields, page, and the
 * advanced query as URL-encoded JSON with its match type.
 */
export function buildListParams(
  state: ListState,
  visibleFields: readonly string[],
  fixed: Record<string, string> = {},
): Record<string, string> {
  const params: Record<string, unknown> = {
    ...state.queryParam,
    ...state.filters,
    ...fixed,
    column: state.isorter.column,
    order: state.isorter.order,
    field: ['id', ...visibleFields.filter((f) => f !== 'id')].join(','),
    pageNo: state.ipagination.current,
    pageSize: state.ipagination.pageSize,
  };
  if (state.superQueryParams) {
    params.superQueryParams = encodeURI(state.superQueryParams);
    params.superQueryMatchType = state.superQueryMatchType;
  }
  return dropEmpty(params);
}

/** antd's sorter to JeecgBoot's: `ascend` → asc, anything else → desc (handleTableChange). */
export function mapSorter(field: unknown, order: unknown, fallback: ListSorter): ListSorter {
  if (typeof field !== 'string' || field === '') return fallback;
  return { column: field, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** The page to show after deleting `removed` rows (JeecgListMixin recomputes an emptied last page). */
export function pageAfterDelete(current: number, pageSize: number, total: number, removed: number): number {
  const pages = Math.ceil((total - removed) / pageSize);
  return current > pages && pages > 0 ? pages : current;
}

/** What changes the list state: the user's acts and the answers of reads and deletes. */
export type ListAction =
  /** The query form was submitted: its values, from page 1. */
  | { type: 'search'; queryParam: Record<string, string> }
  /** The table's paging or sorter changed (antd's onChange). */
  | {
      type: 'changeTable';
      pagination: { current?: number; pageSize?: number };
      sorter: { field?: unknown; order?: unknown };
    }
  | { type: 'select'; selectedRowKeys: string[] }
  /** The advanced query was applied (no lines: cleared), from page 1. */
  | { type: 'superQuery'; lines: readonly SuperQueryLine[]; matchType: 'and' | 'or' }
  /** A reload from page 1 (loadData(1)). */
  | { type: 'firstPage' }
  /** A page was read: the server's total. */
  | { type: 'loaded'; total: number }
  /** `removed` rows were deleted: selection cleared, an emptied last page left. */
  | { type: 'deleted'; removed: number };

/** The list state's one transition function (JeecgListMixin's handlers), pure and unit-tested. */
export function listReducer(state: ListState, action: ListAction): ListState {
  const page = state.ipagination;
  switch (action.type) {
    case 'search':
      return { ...state, queryParam: action.queryParam, ipagination: { ...page, current: 1 } };
    case 'changeTable':
      return {
        ...state,
        ipagination: {
          ...page,
          current: action.pagination.current ?? page.current,
          pageSize: action.pagination.pageSize ?? page.pageSize,
        },
        isorter:
          action.sorter.field === undefined
            ? state.isorter
            : mapSorter(action.sorter.field, action.sorter.order, state.isorter),
      };
    case 'select':
      return { ...state, selectedRowKeys: action.selectedRowKeys };
    case 'superQuery':
      return {
        ...state,
        superQueryParams: action.lines.length > 0 ? JSON.stringify(action.lines) : '',
        superQueryMatchType: action.matchType,
        ipagination: { ...page, current: 1 },
      };
    case 'firstPage':
      return { ...state, ipagination: { ...page, current: 1 } };
    case 'loaded':
      return { ...state, ipagination: { ...page, total: action.total } };
    case 'deleted':
      return {
        ...state,
        selectedRowKeys: [],
        ipagination: {
          ...page,
          current: pageAfterDelete(page.current, page.pageSize, page.total, action.removed),
        },
      };
  }
}
