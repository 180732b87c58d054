/**
 * The renderer's data provider spoken in JeecgBoot's URL grammar (reference/jeecg.md): list/queryById/
 * add/edit/delete/deleteBatch/exportXls/importExcel under the page's `api` block, the duplicate check,
 * dictionaries, uploads and static files under /sys. The HTTP layer is passed in (transport), so the
 * URLs and parameters are unit-tested without a server.
 */
import type { Envelope } from '../../shared/envelope';
import type { DataProvider, DictItem, ListParams, OptionListName, ResourceRef } from '../../../renderers';
import { fileAccessUrl } from './file-url';
import { loadReport, loadReportRows } from './report-requests';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TransportRequest {
  url: string;
  method: HttpMethod;
  params?: Record<string, unknown>;
  data?: unknown;
}

/** The shell's HTTP layer as the provider needs it. */
export interface JeecgTransport {
  /** Resolves with the envelope of every business answer (400/409/422, success false). */
  request<T>(config: TransportRequest): Promise<Envelope<T>>;
  /** Saves a GET answer as a file; rejects (after telling the user) when it fails. */
  download(url: string, params: Record<string, unknown>, filename: string): Promise<void>;
  /** Saves the file a GET answers under its own name; a business refusal answers its envelope. */
  save(url: string, params: Record<string, unknown>): Promise<Envelope<unknown>>;
  /** Reads a file with the session's token header. */
  fetchBlob(url: string): Promise<Blob>;
  /** Dictionary items the login answer carried (empty when it had none for the code). */
  cachedDict(code: string): DictItem[];
}

/** The option lists the pickers name, and where JeecgBoot serves them. */
export const OPTION_LIST_URLS: Readonly<Record<string, string>> = {
  departTree: '/sys/sysDepart/queryTreeList',
  roles: '/sys/role/queryall',
  permissionTree: '/sys/permission/queryTreeList',
  // The base entities a report definition may name (x-widget-options.optionList of onl_cgreport_head.baseEntity).
  reportEntities: '/online/cgreport/api/entities',
  // The menu form's pickers of the online screen a menu opens (sys_permission.onlineForm/onlineReport).
  onlineMenuForms: '/sys/permission/onlineForms',
  onlineMenuReports: '/sys/permission/onlineReports',
};

/** A refusal of an operation the page's `api` block does not name (the renderer checks first). */
function missing<T>(operation: string): Promise<Envelope<T>> {
  return Promise.resolve({
    success: false,
    code: 404,
    message: `no ${operation} url`,
    result: null as T,
    timestamp: Date.now(),
  });
}

export function createJeecgProvider(transport: JeecgTransport): DataProvider {
  const { request } = transport;
  const dictionaryLoads = new Map<string, Promise<DictItem[]>>();

  /** The login-time dictionary cache first, then GET /sys/dict/getDictItems/{code} once per code. */
  function loadDict(code: string): Promise<DictItem[]> {
    const cached = transport.cachedDict(code);
    if (cached.length > 0) return Promise.resolve(cached);
    let pending = dictionaryLoads.get(code);
    if (!pending) {
      pending = request<DictItem[]>({
        url: `/sys/dict/getDictItems/${encodeURIComponent(code)}`,
        method: 'GET',
      }).then(
        (answer) => (answer.success && Array.isArray(answer.result) ? answer.result : []),
        () => [],
      );
      // An empty answer is not remembered: the next form asks again.
      void pending.then((items) => {
        if (items.length === 0) dictionaryLoads.delete(code);
      });
      dictionaryLoads.set(code, pending);
    }
    return pending;
  }

  return {
    loadPage: (pageId) => request({ url: `/sys/schema/page/${encodeURIComponent(pageId)}`, method: 'GET' }),
    loadSource: (path, params) => request({ url: path, method: 'GET', params }),
    getList: (resource: ResourceRef, params: ListParams) =>
      resource.api.list ? request({ url: resource.api.list, method: 'GET', params }) : missing('list'),
    getOne: (resource, id) =>
      resource.api.queryById
        ? request({ url: resource.api.queryById, method: 'GET', params: { id } })
        : missing('queryById'),
    getOwnRecord: (pageId) =>
      request({ url: `/sys/schema/page/${encodeURIComponent(pageId)}/self`, method: 'GET' }),
    create: (resource, body) =>
      resource.api.add ? request({ url: resource.api.add, method: 'POST', data: body }) : missing('add'),
    update: (resource, body) =>
      resource.api.edit ? request({ url: resource.api.edit, method: 'PUT', data: body }) : missing('edit'),
    deleteOne: (resource, id) =>
      resource.api.delete
        ? request({ url: resource.api.delete, method: 'DELETE', params: { id } })
        : missing('delete'),
    deleteMany: (resource, ids) =>
      resource.api.deleteBatch
        ? request({ url: resource.api.deleteBatch, method: 'DELETE', params: { ids: ids.join(',') } })
        : missing('deleteBatch'),
    checkUnique: (resource, { column, value, dataId }) =>
      request({
        url: '/sys/duplicate/check',
        method: 'GET',
        params: {
          tableName: resource.table,
          fieldName: column,
          fieldVal: String(value),
          ...(dataId ? { dataId } : {}),
        },
      }),
    checkRule: (ruleCode, value) =>
      request({ url: '/sys/checkRule/checkByCode', method: 'GET', params: { ruleCode, value } }),
    sliderChallenge: () => request({ url: '/sys/slider/challenge', method: 'GET' }),
    sliderVerify: (challengeId, track) =>
      request({ url: '/sys/slider/verify', method: 'POST', data: { challengeId, track } }),
    queryPickerUsers: (params) => request({ url: '/sys/user/queryUserComponentData', method: 'GET', params }),
    getPickerUsers: (keys, by) =>
      request({
        url: '/sys/user/getMultiUser',
        method: 'GET',
        params: { [by === 'id' ? 'ids' : 'usernames']: keys.join(',') },
      }),
    runTransition: (resource, name, id, input) =>
      request({
        url: `${resource.entityApi}/${encodeURIComponent(name)}`,
        method: 'PUT',
        data: { ...input, id },
      }),
    getHistory: (resource, id) =>
      request({ url: `${resource.entityApi}/history`, method: 'GET', params: { id } }),
    runAction: ({ method, url, body }) =>
      request({
        url,
        method,
        ...(method === 'GET' || method === 'DELETE' ? { params: body } : { data: body }),
      }),
    loadDict,
    loadDictTexts: (dict, keys) =>
      request({
        url: `/sys/dict/loadDictItem/${encodeURIComponent(dict)}`,
        method: 'GET',
        params: { key: keys.join(',') },
      }),
    loadTreeData: (query) => request({ url: '/sys/dict/loadTreeData', method: 'GET', params: { ...query } }),
    // With a condition the filtered level (loadTreeData); else a parent's children or a pcode's level.
    loadCategoryTree: ({ pid, pcode, condition, whole }) =>
      condition
        ? request({ url: '/sys/category/loadTreeData', method: 'GET', params: { pid, pcode, condition } })
        : pid
          ? request({ url: '/sys/category/loadTreeChildren', method: 'GET', params: { pid } })
          : request({
              url: '/sys/category/loadTreeRoot',
              method: 'GET',
              params: { async: !whole, pcode: pcode || '0' },
            }),
    loadCategoryOne: (field, val) =>
      request({ url: '/sys/category/loadOne', method: 'GET', params: { field, val } }),
    loadCategoryTexts: (ids) =>
      request({ url: '/sys/category/loadDictItem/', method: 'GET', params: { ids: ids.join(',') } }),
    deleteUpload: (path) => request({ url: '/sys/common/upload', method: 'DELETE', params: { path } }),
    loadReport: (code) => loadReport(request, code),
    loadReportRows: (reportId, params) => loadReportRows(request, reportId, params),
    searchDict: (code, keyword, pageSize) =>
      request({
        url: `/sys/dict/loadDict/${encodeURIComponent(code)}`,
        method: 'GET',
        params: { keyword, pageSize },
      }),
    loadOptions: <T>(name: OptionListName) => {
      const url = OPTION_LIST_URLS[name];
      return url ? request<T[]>({ url, method: 'GET' }) : missing<T[]>(`option list ${name}`);
    },
    upload: (file, biz, target) => {
      // The fields go first: the server then streams the file straight to its place under the field's limit.
      const data = new FormData();
      data.append('biz', biz);
      if (target) {
        data.append('entity', target.entity);
        data.append('field', target.field);
      }
      data.append('file', file);
      return request({ url: '/sys/common/upload', method: 'POST', data });
    },
    fileUrl: fileAccessUrl,
    fetchFile: (path) => transport.fetchBlob(fileAccessUrl(path)),
    downloadFile: (path, filename) => transport.download(fileAccessUrl(path), {}, filename),
    importFile: (resource, files) => {
      if (!resource.api.importExcel) return missing('importExcel');
      const data = new FormData();
      for (const f of files) data.append('files[]', f);
      return request({ url: resource.api.importExcel, method: 'POST', data });
    },
    downloadAction: ({ url, body }) => transport.save(url, body ?? {}),
    exportFile: (resource, params, filename) =>
      resource.api.exportXls
        ? transport.download(resource.api.exportXls, params, filename)
        : Promise.reject(new Error('no exportXls url')),
  };
}
