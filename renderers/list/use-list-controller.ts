/**
 * The list page's controller (JeecgListMixin in react-admin's controller style): SPEC §3 list state,
 * loading, paging, sorting, selection, deletion and the advanced query. Views only call it.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useDataProvider, useRenderer } from '../context';
import { resourceOf, type ActionRequest } from '../data/data-provider';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import type { Row } from './build-columns';
import {
  buildListParams,
  initialListState,
  listReducer,
  type ListState,
  type SuperQueryLine,
} from './list-state';
import { rowLogicFields } from './visible-actions';
import { levelParams, readsByLevel, TREE_PARAM_NAMES, treeOptionOf } from './tree-option';
import { i18nFieldsOf } from '../schema-text';
import { MAX_PAGE_SIZE } from '../../src/shared/query/page-size';

export interface ListControllerOptions {
  page: PageSchema;
  entity: EntitySchema;
  fixedFilter?: Record<string, string>;
}

function withoutPage(params: Record<string, string>): string {
  const { pageNo: _p, ...rest } = params;
  return JSON.stringify(rest);
}

/** What a list page's views get from its controller. */
export interface ListController {
  /** SPEC §3 list state: query, paging (with the total), sorter, selection, advanced query. */
  state: ListState;
  /** The rows of the current page (one level of a tree list). */
  rows: Row[];
  /** The parameters of the current load (a tree list's children are read with the same ones). */
  params: Record<string, string>;
  /** The page's tree option, when the list shows a tree. */
  tree: ReturnType<typeof treeOptionOf>;
  /** True while a page of rows is being read. */
  loading: boolean;
  /** True once a page of rows has been read (the total is known). */
  loaded: boolean;
  /** Reads the rows again; `toFirstPage` as loadData(1). */
  reload(toFirstPage?: boolean): void;
  /** Applies the query form's values and starts at page 1. */
  search(queryParam: Record<string, string>): void;
  /** The table's paging or sorter changed. */
  changeTable(
    pagination: { current?: number; pageSize?: number },
    sorter: { field?: unknown; order?: unknown },
  ): void;
  /** Sets the selected row ids. */
  select(selectedRowKeys: string[]): void;
  /** Applies the advanced query's lines (none clears it) and starts at page 1. */
  applySuperQuery(lines: SuperQueryLine[], matchType: 'and' | 'or'): void;
  /** Deletes one row (its delete action), then reloads. */
  deleteOne(id: string): Promise<void>;
  /** Asks, then deletes the selected rows; warns when nothing is selected. */
  deleteSelected(): void;
  /** Runs a schema action's request (confirm actions such as freeze) and reloads on success; resolves whether it succeeded. */
  runRowRequest(action: ActionRequest): Promise<boolean>;
  /** The query of the list without paging or tree level: what an export exports. */
  queryParamsForExport: Record<string, string>;
}

export function useListController({ page, entity, fixedFilter }: ListControllerOptions): ListController {
  const data = useDataProvider();
  // Rows carry texts in the request's language (<field>_dictText): a language switch reads them again.
  const { locale } = useRenderer();
  const resource = useMemo(() => resourceOf(page, entity), [page, entity]);
  const tree = useMemo(() => treeOptionOf(page, entity), [page, entity]);
  const feedback = useFeedback();
  const text = useText();
  const [state, dispatch] = useReducer(listReducer, page, (p: PageSchema) =>
    initialListState(p.defaultSort, p.pagination === false ? MAX_PAGE_SIZE : undefined),
  );
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [reloadCount, setReloadCount] = useState(0);
  const lastLoad = useRef<{ base: string; pageNo: number; nextCursor?: string } | null>(null);

  // The columns, their localised texts (x-i18n-field), and what the row logic reads (protection,
  // disabled rows, visibleWhen, $row.<field>).
  const visibleFields = useMemo(() => {
    const columns = (page.columns ?? []).map((c) => c.field);
    return [...new Set([...columns, ...i18nFieldsOf(entity, columns), ...rowLogicFields(page, entity)])];
  }, [page, entity]);
  const fixedKey = JSON.stringify(fixedFilter ?? {});
  const params = useMemo(
    () => {
      const fixed = JSON.parse(fixedKey) as Record<string, string>;
      const base = buildListParams(state, visibleFields, fixed);
      return tree && readsByLevel(state, fixed) ? { ...base, ...levelParams(tree) } : base;
    },
    // total and selection do not change what is asked for
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      state.queryParam,
      state.filters,
      state.isorter,
      state.ipagination.current,
      state.ipagination.pageSize,
      state.superQueryParams,
      state.superQueryMatchType,
      visibleFields,
      fixedKey,
      tree,
    ],
  );
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!page.api.list) {
      feedback.warning(text('noListUrl'));
      return;
    }
    let alive = true;
    const sent: Record<string, string> = JSON.parse(paramsKey) as Record<string, string>;
    const base = withoutPage(sent);
    const pageNo = Number(sent.pageNo);
    const previous = lastLoad.current;
    if (previous?.nextCursor && previous.base === base && previous.pageNo === pageNo - 1)
      sent.cursor = previous.nextCursor;
    setLoading(true);
    data
      .getList<Row>(resource, sent)
      .then(
        (answer) => {
          if (!alive) return;
          if (!answer.success) {
            feedback.warning(answer.message);
            return;
          }
          const result = answer.result;
          const records = Array.isArray(result) ? result : (result?.records ?? []);
          const total = Array.isArray(result) ? result.length : Number(result?.total ?? records.length);
          lastLoad.current = {
            base,
            pageNo,
            nextCursor: Array.isArray(result) ? undefined : result?.nextCursor,
          };
          setRows(records);
          dispatch({ type: 'loaded', total });
          setLoaded(true);
        },
        () => undefined,
      )
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // feedback and text are recreated per render; a load is keyed by what it asks for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, reloadCount, page.api.list, resource, data, locale]);

  /** Reloads; `toFirstPage` as loadData(1). */
  const reload = useCallback((toFirstPage = false) => {
    if (toFirstPage) dispatch({ type: 'firstPage' });
    setReloadCount((n) => n + 1);
  }, []);

  const search = useCallback((queryParam: Record<string, string>) => {
    dispatch({ type: 'search', queryParam });
    setReloadCount((n) => n + 1);
  }, []);

  const changeTable = useCallback(
    (pagination: { current?: number; pageSize?: number }, sorter: { field?: unknown; order?: unknown }) =>
      dispatch({ type: 'changeTable', pagination, sorter }),
    [],
  );

  const select = useCallback(
    (selectedRowKeys: string[]) => dispatch({ type: 'select', selectedRowKeys }),
    [],
  );

  const applySuperQuery = useCallback(
    (lines: SuperQueryLine[], matchType: 'and' | 'or') => dispatch({ type: 'superQuery', lines, matchType }),
    [],
  );

  const runDelete = useCallback(
    async (remove: () => ReturnType<typeof data.deleteMany>, removed: number) => {
      try {
        const answer = await remove();
        if (!answer.success) {
          feedback.warning(answer.message);
          return;
        }
        feedback.success(answer.message || text('operationOk'));
        dispatch({ type: 'deleted', removed });
        setReloadCount((n) => n + 1);
      } catch {
        // the app has told the user already
      }
    },
    [data, feedback, text],
  );

  const deleteOne = useCallback(
    (id: string) => {
      if (!page.api.delete) {
        feedback.warning(text('noDeleteUrl'));
        return Promise.resolve();
      }
      return runDelete(() => data.deleteOne(resource, id), 1);
    },
    [page.api.delete, data, resource, runDelete, feedback, text],
  );

  const deleteSelected = useCallback(() => {
    if (!page.api.deleteBatch) {
      feedback.warning(text('noDeleteBatchUrl'));
      return;
    }
    if (state.selectedRowKeys.length === 0) {
      feedback.warning(text('selectOne'));
      return;
    }
    const ids = state.selectedRowKeys;
    feedback.confirm({
      title: text('confirmDeleteTitle'),
      content: text('confirmDeleteContent'),
      okText: text('ok'),
      cancelText: text('cancel'),
      onOk: () => runDelete(() => data.deleteMany(resource, ids), ids.length),
    });
  }, [page.api.deleteBatch, state.selectedRowKeys, data, resource, runDelete, feedback, text]);

  /** Runs a row request (confirm actions such as freeze) and reloads on success. */
  const runRowRequest = useCallback(
    async (action: ActionRequest) => {
      try {
        const answer = await data.runAction(action);
        if (!answer.success) {
          feedback.warning(answer.message);
          return false;
        }
        feedback.success(answer.message || text('operationOk'));
        setReloadCount((n) => n + 1);
        return true;
      } catch {
        // the app has told the user already
        return false;
      }
    },
    [data, feedback, text],
  );

  // Export answers the whole query, not one level of a tree.
  const queryParamsForExport = useMemo(() => {
    const { pageNo: _n, pageSize: _s, ...rest } = params;
    for (const name of TREE_PARAM_NAMES) delete rest[name];
    return rest;
  }, [params]);

  return {
    state,
    rows,
    params,
    tree,
    loading,
    loaded,
    reload,
    search,
    changeTable,
    select,
    applySuperQuery,
    deleteOne,
    deleteSelected,
    runRowRequest,
    queryParamsForExport,
  };
}
