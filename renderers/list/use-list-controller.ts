/**
 * The list page's controller (JeecgListMixin in react-admin's controller style): SPEC §3 list state,
 * loading, paging, sorting, selection, deletion and the advanced query. Views only call it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Page } from '../../src/shared/envelope';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import type { Row } from './build-columns';
import {
  buildListParams,
  initialListState,
  mapSorter,
  pageAfterDelete,
  type ListState,
  type SuperQueryLine,
} from './list-state';
import { rowLogicFields } from './visible-actions';

type ListAnswer = (Page<Row> & { nextCursor?: string }) | Row[];

export interface ListControllerOptions {
  page: PageSchema;
  entity: EntitySchema;
  fixedFilter?: Record<string, string>;
}

function withoutPage(params: Record<string, string>): string {
  const { pageNo: _p, ...rest } = params;
  return JSON.stringify(rest);
}

export function useListController({ page, entity, fixedFilter }: ListControllerOptions) {
  const { request } = useRenderer();
  const feedback = useFeedback();
  const text = useText();
  const [state, setState] = useState<ListState>(() => initialListState(page.defaultSort));
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  const [reloadCount, setReloadCount] = useState(0);
  const lastLoad = useRef<{ base: string; pageNo: number; nextCursor?: string } | null>(null);

  // The columns, and what the row logic reads (protection, disabled rows, visibleWhen, $row.<field>).
  const visibleFields = useMemo(
    () => [...new Set([...(page.columns ?? []).map((c) => c.field), ...rowLogicFields(page, entity)])],
    [page, entity],
  );
  const fixedKey = JSON.stringify(fixedFilter ?? {});
  const params = useMemo(
    () => buildListParams(state, visibleFields, JSON.parse(fixedKey) as Record<string, string>),
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
    ],
  );
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    const listUrl = page.api.list;
    if (!listUrl) {
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
    request<ListAnswer>({ url: listUrl, method: 'GET', params: sent })
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
          setState((s) => ({ ...s, ipagination: { ...s.ipagination, total } }));
        },
        () => undefined,
      )
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // feedback and text are recreated per render; a load is keyed by what it asks for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, reloadCount, page.api.list, request]);

  /** Reloads; `toFirstPage` as loadData(1). */
  const reload = useCallback((toFirstPage = false) => {
    if (toFirstPage) setState((s) => ({ ...s, ipagination: { ...s.ipagination, current: 1 } }));
    setReloadCount((n) => n + 1);
  }, []);

  const search = useCallback((queryParam: Record<string, string>) => {
    setState((s) => ({ ...s, queryParam, ipagination: { ...s.ipagination, current: 1 } }));
    setReloadCount((n) => n + 1);
  }, []);

  const changeTable = useCallback(
    (pagination: { current?: number; pageSize?: number }, sorter: { field?: unknown; order?: unknown }) => {
      setState((s) => ({
        ...s,
        ipagination: {
          ...s.ipagination,
          current: pagination.current ?? s.ipagination.current,
          pageSize: pagination.pageSize ?? s.ipagination.pageSize,
        },
        isorter: sorter.field === undefined ? s.isorter : mapSorter(sorter.field, sorter.order, s.isorter),
      }));
    },
    [],
  );

  const select = useCallback((selectedRowKeys: string[]) => setState((s) => ({ ...s, selectedRowKeys })), []);

  const applySuperQuery = useCallback((lines: SuperQueryLine[], matchType: 'and' | 'or') => {
    setState((s) => ({
      ...s,
      superQueryParams: lines.length > 0 ? JSON.stringify(lines) : '',
      superQueryMatchType: matchType,
      ipagination: { ...s.ipagination, current: 1 },
    }));
  }, []);

  const runDelete = useCallback(
    async (url: string, params: Record<string, string>, removed: number) => {
      try {
        const answer = await request<unknown>({ url, method: 'DELETE', params });
        if (!answer.success) {
          feedback.warning(answer.message);
          return;
        }
        feedback.success(answer.message || text('operationOk'));
        setState((s) => ({
          ...s,
          selectedRowKeys: [],
          ipagination: {
            ...s.ipagination,
            current: pageAfterDelete(
              s.ipagination.current,
              s.ipagination.pageSize,
              s.ipagination.total,
              removed,
            ),
          },
        }));
        setReloadCount((n) => n + 1);
      } catch {
        // the app has told the user already
      }
    },
    [request, feedback, text],
  );

  const deleteOne = useCallback(
    (id: string) => {
      if (!page.api.delete) {
        feedback.warning(text('noDeleteUrl'));
        return Promise.resolve();
      }
      return runDelete(page.api.delete, { id }, 1);
    },
    [page.api.delete, runDelete, feedback, text],
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
    const url = page.api.deleteBatch;
    feedback.confirm({
      title: text('confirmDeleteTitle'),
      content: text('confirmDeleteContent'),
      okText: text('ok'),
      cancelText: text('cancel'),
      onOk: () => runDelete(url, { ids: ids.join(',') }, ids.length),
    });
  }, [page.api.deleteBatch, state.selectedRowKeys, runDelete, feedback, text]);

  /** Runs a row request (confirm actions such as freeze) and reloads on success. */
  const runRowRequest = useCallback(
    async (config: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      body?: Record<string, string>;
    }) => {
      try {
        const answer = await request<unknown>({
          url: config.url,
          method: config.method,
          ...(config.method === 'GET' || config.method === 'DELETE'
            ? { params: config.body }
            : { data: config.body }),
        });
        if (!answer.success) {
          feedback.warning(answer.message);
          return;
        }
        feedback.success(answer.message || text('operationOk'));
        setReloadCount((n) => n + 1);
      } catch {
        // the app has told the user already
      }
    },
    [request, feedback, text],
  );

  const queryParamsForExport = useMemo(() => {
    const { pageNo: _n, pageSize: _s, ...rest } = params;
    return rest;
  }, [params]);

  return {
    state,
    rows,
    loading,
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

export type ListController = ReturnType<typeof useListController>;
