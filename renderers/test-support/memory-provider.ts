/**
 * An in-memory data provider for the renderer's DOM tests: records per resource (the entity's
 * `x-api`), list paging, filters, sorting and tree levels as the server does them, the duplicate
 * check against the stored records, and every call logged by operation. Tests assert what the store
 * holds and what the screen shows, not which URL was asked.
 */
import type { Envelope } from '../../src/shared/envelope';
import type { DataProvider, DictItem, ListParams, PickerUser, ResourceRef } from '../data/data-provider';
import type { LoadedSchemaPage } from '../page/types';
import type { WorkflowDefinition } from '../../src/shared/workflow/types';
import type { WorkflowHistoryEntry } from '../../src/shared/workflow/history-entry';
import { memoryTrees, type MemoryTreeOptions } from './memory-trees';
import { memoryReports, type MemoryReport } from './memory-reports';
import { compileLinear } from '../../src/shared/validation/linear-regexp';

export type Row = Record<string, unknown>;

export function envelope<T>(result: T, over: Partial<Envelope<T>> = {}): Envelope<T> {
  return { success: true, code: 200, message: '', result, timestamp: 0, ...over };
}

/** A refusal as the server words it. */
export function refusal<T = null>(message: string, code = 500, result: T = null as T): Envelope<T> {
  return envelope(result, { success: false, code, message });
}

export const RECORD_GONE = '未找到对应数据';
export const DUPLICATE = '该值不可用，系统中已存在！';
export const NOT_IN_STATE = '当前状态不允许此操作';
export const SLIDER_WIDTH = 1000;
export const SLIDER_REFUSED = '验证未通过，请重新拖动滑块';
/** The user picker's users: records of this resource, each with `departIds` (the departments it is in). */
export const PICKER_USERS = '/sys/user';

export interface MemoryCall {
  op: keyof DataProvider;
  /** The entity's `x-api` of the resource the call worked on. */
  resource?: string;
  args: unknown[];
}

export interface MemoryProviderOptions extends Omit<MemoryTreeOptions, 'dicts'> {
  /** Records per resource, keyed by the entity's `x-api` (e.g. '/demo/contact'). */
  records?: Record<string, Row[]>;
  dicts?: Record<string, DictItem[]>;
  /** Named option lists (departTree, roles…). */
  options?: Record<string, unknown[]>;
  pages?: Record<string, LoadedSchemaPage>;
  /** Answers of dashboard sources by path (a missing path answers 404). */
  sources?: Record<string, unknown>;
  /** The signed-in user's own record per page id (detail pages of `"record": "self"`). */
  ownRecords?: Record<string, Row>;
  /**
   * x-workflow state machines per resource (the entity's `x-api`): runTransition moves a stored
   * record from a `from` state to `to` as the server does (else a 409), and logs the step for getHistory.
   */
  workflows?: Record<string, WorkflowDefinition>;
  /** Check rules by code (a field's x-check-rule), run on the shared linear-time engine as the server does. */
  checkRules?: Record<string, { pattern: string; message: string }>;
  /** Online reports by code (popup picker, report page): memory-reports.ts. */
  reports?: Record<string, MemoryReport>;
  /** Methods answering differently (a 422, an import report…); their calls are logged too. */
  override?: Partial<DataProvider>;
}

const NOT_FILTERS = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'cursor',
  'pid',
  'pidField',
  'hasChildField',
  'superQueryParams',
  'superQueryMatchType',
]);

function matches(value: unknown, wanted: string): boolean {
  const text = value === undefined || value === null ? '' : String(value);
  if (wanted.startsWith('*') && wanted.endsWith('*') && wanted.length > 1)
    return text.includes(wanted.slice(1, -1));
  if (wanted.endsWith('*')) return text.startsWith(wanted.slice(0, -1));
  if (wanted.startsWith('*')) return text.endsWith(wanted.slice(1));
  // `a,b`: any of them (the server's "in"; a picker resolving the names of stored values).
  if (wanted.includes(',')) return wanted.split(',').includes(text);
  return text === wanted;
}

function readList(all: readonly Row[], params: ListParams) {
  let rows = all.filter((r) =>
    Object.entries(params).every(([k, v]) => NOT_FILTERS.has(k) || v === '' || matches(r[k], v)),
  );
  const parent = params.pidField;
  if (parent !== undefined) {
    const pid = params.pid ?? '';
    rows = rows
      .filter((r) => String(r[parent] ?? '') === pid)
      .map((r) => ({ ...r, hasChild: all.some((c) => c[parent] === r.id) }));
  }
  const { column, order } = params;
  if (column && rows.some((r) => r[column] !== undefined)) {
    const sign = order === 'asc' ? 1 : -1;
    rows = [...rows].sort((a, b) => sign * String(a[column] ?? '').localeCompare(String(b[column] ?? '')));
  }
  const size = Number(params.pageSize ?? rows.length) || rows.length;
  const current = Number(params.pageNo ?? 1) || 1;
  const records = rows.slice((current - 1) * size, current * size);
  return { records, total: rows.length, size, current, pages: Math.max(1, Math.ceil(rows.length / size)) };
}

/** A stored user as the picker reads it (its department ids are the store's own bookkeeping). */
function pickerUserOf(row: Row): PickerUser {
  const { departIds: _departIds, ...user } = row;
  return { sex: null, phone: null, birthday: null, orgCodeTxt: '', ...user } as PickerUser;
}

export function createMemoryProvider(options: MemoryProviderOptions = {}) {
  const store = new Map<string, Row[]>(
    Object.entries(options.records ?? {}).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))]),
  );
  const calls: MemoryCall[] = [];
  let sliderSerial = 0;
  const downloads: Array<{ what: string; filename: string; params?: ListParams }> = [];
  let nextId = 1;
  const history = new Map<string, WorkflowHistoryEntry[]>();
  const rowsOf = (resource: ResourceRef): Row[] => {
    let rows = store.get(resource.entityApi);
    if (!rows) store.set(resource.entityApi, (rows = []));
    return rows;
  };
  const answer = <T>(value: Envelope<T>) => Promise.resolve(value);

  const base: DataProvider = {
    loadPage: (pageId) => {
      const loaded = options.pages?.[pageId];
      return answer(
        loaded
          ? envelope(loaded)
          : refusal<LoadedSchemaPage>(RECORD_GONE, 404, null as unknown as LoadedSchemaPage),
      );
    },
    loadSource: (path) =>
      answer(
        options.sources && Object.hasOwn(options.sources, path)
          ? envelope(options.sources[path])
          : refusal<unknown>(RECORD_GONE, 404),
      ),
    getList: <R>(resource: ResourceRef, params: ListParams) =>
      answer(envelope(readList(rowsOf(resource), params) as { records: R[]; total: number })),
    getOne: <R>(resource: ResourceRef, id: string) => {
      const row = rowsOf(resource).find((r) => r.id === id);
      return answer(row ? envelope({ ...row } as R) : refusal<R | null>(RECORD_GONE, 404));
    },
    getOwnRecord: <R>(pageId: string) => {
      const row = options.ownRecords?.[pageId];
      return answer(row ? envelope({ ...row } as R) : refusal<R | null>(RECORD_GONE, 404));
    },
    create: (resource, body) => {
      const id = `m${nextId++}`;
      rowsOf(resource).push({ id, ...body });
      // As the CRUD add route answers: the new record's id.
      return answer(envelope({ id }, { message: '添加成功！' }));
    },
    update: (resource, body) => {
      const row = rowsOf(resource).find((r) => r.id === body.id);
      if (!row) return answer(refusal(RECORD_GONE, 404));
      Object.assign(row, body);
      return answer(envelope(null, { message: '编辑成功!' }));
    },
    deleteOne: (resource, id) => {
      const rows = rowsOf(resource);
      store.set(
        resource.entityApi,
        rows.filter((r) => r.id !== id),
      );
      return answer(envelope(null, { message: '删除成功!' }));
    },
    deleteMany: (resource, ids) => {
      store.set(
        resource.entityApi,
        rowsOf(resource).filter((r) => !ids.includes(String(r.id))),
      );
      return answer(envelope(null, { message: '批量删除成功!' }));
    },
    checkUnique: (resource, check) => {
      const taken = rowsOf(resource).some(
        (r) =>
          r.id !== check.dataId &&
          r[check.field] !== undefined &&
          String(r[check.field]) === String(check.value),
      );
      return answer(taken ? refusal(DUPLICATE) : envelope(null, { message: '该值可用！' }));
    },
    checkRule: (code, value) => {
      const rule = options.checkRules?.[code];
      if (!rule) return answer(refusal('该编码不存在', 404));
      return answer(
        compileLinear(rule.pattern)?.test(value)
          ? envelope(null, { message: '校验通过' })
          : refusal(rule.message, 422),
      );
    },
    runAction: () => answer(envelope(null, { message: '操作成功' })),
    runTransition: (resource, name, id, input) => {
      const row = rowsOf(resource).find((r) => r.id === id);
      const def = options.workflows?.[resource.entityApi];
      const transition = def?.transitions.find((t) => t.name === name);
      if (!row || !def || !transition) return answer(refusal(RECORD_GONE, 404));
      const from = String(row[def.stateField] ?? '');
      if (!transition.from.includes(from) || !transition.to) return answer(refusal(NOT_IN_STATE, 409));
      row[def.stateField] = transition.to;
      const note = transition.note ? input[transition.note] : undefined;
      const steps = history.get(id) ?? [];
      steps.push({
        id: `h${steps.length + 1}`,
        transition: name,
        transitionTitle: typeof transition.title === 'string' ? transition.title : transition.title['zh-CN'],
        fromState: from,
        toState: transition.to,
        fromStateText: from,
        toStateText: transition.to,
        note: typeof note === 'string' ? note : null,
        actor: 'memory',
        actorName: 'Memory',
        createTime: '2026-01-02 03:04:05',
      });
      history.set(id, steps);
      return answer(envelope({ ...row }, { message: '操作成功！' }));
    },
    getHistory: (_resource, id) => answer(envelope([...(history.get(id) ?? [])])),
    // The server's rule in short: a track reaching the end of the challenge's width passes.
    sliderChallenge: () => {
      sliderSerial += 1;
      return answer(envelope({ challengeId: `challenge-${sliderSerial}`, width: SLIDER_WIDTH }));
    },
    sliderVerify: (challengeId, track) => {
      const last = track[track.length - 1];
      const reached = track.length >= 3 && last !== undefined && last.x >= SLIDER_WIDTH * 0.95;
      return answer(
        reached
          ? envelope(
              { sliderToken: `slider-token-${challengeId}`, expiresIn: 120_000 },
              { message: '验证通过' },
            )
          : refusal(SLIDER_REFUSED, 422, null),
      );
    },
    queryPickerUsers: (params) => {
      const { username = '', departId = '', ...paging } = params;
      const users = (store.get(PICKER_USERS) ?? []).filter(
        (u) =>
          String(u.username ?? '').includes(username) &&
          (departId === '' || ((u.departIds as string[] | undefined) ?? []).includes(departId)),
      );
      const page = readList(users, paging);
      return answer(envelope({ ...page, records: page.records.map(pickerUserOf) }));
    },
    getPickerUsers: (keys, by) => {
      const users = store.get(PICKER_USERS) ?? [];
      const found = keys.flatMap((k) => users.filter((u) => u[by] === k).map(pickerUserOf));
      return answer(envelope(found));
    },
    loadDict: (code) => Promise.resolve(options.dicts?.[code] ?? []),
    searchDict: (code, keyword, pageSize) =>
      answer(
        envelope((options.dicts?.[code] ?? []).filter((i) => i.text.includes(keyword)).slice(0, pageSize)),
      ),
    loadOptions: <T>(name: string) => {
      const list = options.options?.[name];
      return answer(list ? envelope(list as T[]) : refusal<T[]>(`no option list ${name}`, 404, []));
    },
    upload: (file, biz, _target) => answer(envelope(`${biz}/${file.name}`)),
    fileUrl: (path) => `memory:${path}`,
    fetchFile: () => Promise.resolve(new Blob(['image'])),
    downloadFile: (path, filename) => {
      downloads.push({ what: path, filename });
      return Promise.resolve();
    },
    importFile: () => answer(envelope(null, { message: '文件导入成功！' })),
    exportFile: (resource, params, filename) => {
      downloads.push({ what: resource.entityApi, filename, params });
      return Promise.resolve();
    },
    downloadAction: ({ url, body }) => {
      downloads.push({ what: url, filename: '', params: body ?? {} });
      return answer(envelope(null));
    },
    // Tree and category levels, dictionary texts, removal of a temporary upload (memory-trees.ts).
    ...memoryTrees(options),
    ...memoryReports(options.reports),
  };

  const chosen: DataProvider = { ...base, ...options.override };
  // Every method logs its call, then answers (fileUrl is a pure address and is not logged).
  const provider = Object.fromEntries(
    Object.entries(chosen).map(([op, method]) => [
      op,
      op === 'fileUrl'
        ? method
        : (...args: unknown[]) => {
            const first = args[0] as Partial<ResourceRef> | undefined;
            calls.push({
              op: op as keyof DataProvider,
              resource: typeof first === 'object' && first !== null ? first.entityApi : undefined,
              args,
            });
            return (method as (...a: unknown[]) => unknown)(...args);
          },
    ]),
  ) as unknown as DataProvider;

  return {
    provider,
    calls,
    downloads,
    /** The records a resource holds now. */
    records: (entityApi: string): Row[] => store.get(entityApi) ?? [],
    /** The calls of one operation, oldest first. */
    callsOf: (op: keyof DataProvider) => calls.filter((c) => c.op === op),
  };
}

export type MemoryProvider = ReturnType<typeof createMemoryProvider>;
