/**
 * The renderer's data provider: every read and write a schema page makes, named by what it does,
 * never by a server path. The app passes one in through RendererProvider; the JeecgBoot URL grammar
 * lives in the app's provider (src/client/data-provider), an in-memory one serves the DOM tests.
 *
 * Answers are the server's envelopes. A method resolves with the envelope for every answer the
 * server gave that the page should show itself (success, refusals with a message, 422 field errors)
 * and rejects only when the app has already told the user (no answer, 401/403/5xx).
 */
import type { DictItem } from '../../src/shared/dict/dict-item';
import type { Envelope } from '../../src/shared/envelope';
import type { WorkflowHistoryEntry } from '../../src/shared/workflow/history-entry';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { LoadedSchemaPage } from '../page/types';
import type { PickerUser, PickerUserKey } from '../../src/shared/user/picker-user';

/** The user picker's row (SPEC §3). */
export type { PickerUser, PickerUserKey };
import type { CategoryField, CategoryRecord, CategoryTreeQuery, TreeDataQuery, TreeNodeData } from './tree-data';
import type { ReportChartInfo, ReportColumnInfo, ReportMeta, ReportQueryItem, ReportRow, ReportRows } from './report-data';

export type { ReportChartInfo, ReportColumnInfo, ReportMeta, ReportQueryItem, ReportRow, ReportRows };

export type { CategoryField, CategoryRecord, CategoryTreeQuery, TreeDataQuery, TreeNodeData };

/** A dictionary item as the server answers it: the one type the server and the shell use too. */
export type { DictItem };

/**
 * What a page works on, as its schema data says: the page's `api` block and its entity's `x-api`
 * and `x-table`. The renderer passes it through untouched; only the provider reads it.
 */
export interface ResourceRef {
  api: PageSchema['api'];
  entityApi: string;
  table: string;
}

export function resourceOf(page: PageSchema, entity: EntitySchema): ResourceRef {
  return { api: page.api, entityApi: entity['x-api'], table: entity['x-table'] };
}

/** A list answer: one page (with the keyset cursor of the next one, when the server gives it) or all rows. */
export type ListResult<R> =
  | { records: R[]; total: number; size?: number; current?: number; pages?: number; nextCursor?: string }
  | R[];

/** Query parameters of a list read (SPEC §3: pageNo, pageSize, column, order, field, filters…). */
export type ListParams = Record<string, string>;

/** The request a schema action carries (`ActionDef.request`), with its row placeholders resolved. */
export type ActionRequest = NonNullable<ActionDef['request']>;

/** Named option lists the pickers read (the department tree, every role, the permission tree…). */
export type OptionListName = 'departTree' | 'roles' | (string & {});

export interface UniqueCheck {
  /** The entity property. */
  field: string;
  /** Its column (`x-column`, else snake_case of the property). */
  column: string;
  value: unknown;
  /** The record being edited, which may keep its own value. */
  dataId?: string;
}

/** The registered entity field an upload is for. */
export interface UploadTarget {
  entity: string;
  field: string;
}

export interface DataProvider {
  /** The schema page and its entity (a dashboard page comes alone). */
  loadPage(pageId: string): Promise<Envelope<LoadedSchemaPage>>;
  /**
   * The answer of a dashboard block's `source` (a GET path the page schema names), read with the
   * user's session with the block's query parameters; a refusal answers its envelope so the page can
   * say so in place.
   */
  loadSource(path: string, params?: Readonly<Record<string, string | number>>): Promise<Envelope<unknown>>;
  getList<R>(resource: ResourceRef, params: ListParams): Promise<Envelope<ListResult<R>>>;
  /** The full record (a list row carries only the list's columns). */
  getOne<R>(resource: ResourceRef, id: string): Promise<Envelope<R | null>>;
  /** The signed-in user's own record, as a detail page of `"record": "self"` shows it. */
  getOwnRecord<R>(pageId: string): Promise<Envelope<R | null>>;
  create(resource: ResourceRef, body: Record<string, unknown>): Promise<Envelope<unknown>>;
  update(resource: ResourceRef, body: Record<string, unknown>): Promise<Envelope<unknown>>;
  /** Deletes one record (a row's delete action). */
  deleteOne(resource: ResourceRef, id: string): Promise<Envelope<unknown>>;
  /** Deletes the selected records (the batch delete). */
  deleteMany(resource: ResourceRef, ids: readonly string[]): Promise<Envelope<unknown>>;
  /** Whether a unique field's value is free; a refusal carries the message to show. */
  checkUnique(resource: ResourceRef, check: UniqueCheck): Promise<Envelope<unknown>>;
  /** Whether a value passes the check rule of a code (a field's x-check-rule); a refusal carries the rule's message. */
  checkRule(ruleCode: string, value: string): Promise<Envelope<unknown>>;
  /** A schema action's own request (confirm actions such as freeze). */
  runAction(request: ActionRequest): Promise<Envelope<unknown>>;
  /** Fires a transition of the entity's x-workflow on a record (`PUT <x-api>/<name>` with `{ id, ...input }`). */
  runTransition(resource: ResourceRef, name: string, id: string, input: Record<string, unknown>): Promise<Envelope<unknown>>;
  /** The record's workflow history, oldest first (`GET <x-api>/history?id=`). */
  getHistory(resource: ResourceRef, id: string): Promise<Envelope<WorkflowHistoryEntry[]>>;
  /** All items of a dictionary (cached by the app); empty when it cannot be read. */
  loadDict(code: string): Promise<DictItem[]>;
  /** Items of a dictionary matching a keyword (the search select). */
  searchDict(code: string, keyword: string, pageSize: number): Promise<Envelope<DictItem[]>>;
  /** A named option list (pickers). */
  loadOptions<T>(name: OptionListName): Promise<Envelope<T[]>>;
  /**
   * Stores a file; the answer's result (or message) is the stored path. `target` names the entity field
   * the file is for, so the server applies that field's types and size (a business licence: png or jpg up
   * to 20 MB) instead of the general limits.
   */
  upload(file: File, biz: string, target?: UploadTarget): Promise<Envelope<unknown>>;
  /** The address of a stored file path, for links. */
  fileUrl(path: string): string;
  /** A stored file's content, read with the session (images: `<img>` cannot send headers). */
  fetchFile(path: string): Promise<Blob>;
  /** Saves a stored file as `filename`; rejects when it fails. */
  downloadFile(path: string, filename: string): Promise<void>;
  /** Imports spreadsheets; 201 answers carry a row-error report and its workbook. */
  importFile(resource: ResourceRef, files: readonly File[]): Promise<Envelope<unknown>>;
  /**
   * Saves the file a GET of an action's request answers (the body as query parameters), named as its
   * Content-Disposition says. A refusal (400, 409, 422) answers its envelope instead of rejecting, so
   * the dialog shows why; other failures reject after telling the user.
   */
  downloadAction(request: ActionRequest): Promise<Envelope<unknown>>;
  /** Saves the export of the list's query as `filename`; rejects (after telling the user) when it fails. */
  exportFile(resource: ResourceRef, params: ListParams, filename: string): Promise<void>;
  /** A one-time challenge for the drag-to-verify slider (widget dragVerify). */
  sliderChallenge(): Promise<Envelope<SliderChallenge>>;
  /** Sends the slider's drag track; a success carries the one-time slider token. */
  sliderVerify(challengeId: string, track: readonly SliderPoint[]): Promise<Envelope<SliderVerified | null>>;
  /** A page of users for the user picker (username, departId, column, order, pageNo, pageSize). */
  queryPickerUsers(params: ListParams): Promise<Envelope<ListResult<PickerUser>>>;
  /** The users a stored picker value names (ids or usernames), in the value's order; unknown ones left out. */
  getPickerUsers(keys: readonly string[], by: PickerUserKey): Promise<Envelope<PickerUser[]>>;
  /** Texts of keys of a dictionary (`code` or `table,text,code`), in the keys' order (search select, tree select). */
  loadDictTexts(dict: string, keys: readonly string[]): Promise<Envelope<string[]>>;
  /** One level of a registered table's tree (widget treeSelect). */
  loadTreeData(query: TreeDataQuery): Promise<Envelope<TreeNodeData[]>>;
  /** One level of the category tree (widget categoryTree); a refusal carries the message to show. */
  loadCategoryTree(query: CategoryTreeQuery): Promise<Envelope<TreeNodeData[]>>;
  /** One category by a field's value (categoryTree storing codes shows the stored code's name). */
  loadCategoryOne(field: CategoryField, value: string): Promise<Envelope<CategoryRecord | null>>;
  /** Names of category ids, in the ids' order. */
  loadCategoryTexts(ids: readonly string[]): Promise<Envelope<string[]>>;
  /** Removes one's own temporary upload (a file taken out of a field before the record kept it). */
  deleteUpload(path: string): Promise<Envelope<unknown>>;
  /** An online report by code: columns, dictionaries, search items and chart (popup picker, report page). */
  loadReport(code: string): Promise<Envelope<ReportMeta | null>>;
  /** A page of a report's rows (`ReportMeta.id`): search fields, `self_` parameters, column/order, pageNo/pageSize. */
  loadReportRows(reportId: string, params: ListParams): Promise<Envelope<ReportRows>>;
}

/** What the slider must be dragged across: the track's x runs from 0 to `width`. */
export interface SliderChallenge {
  challengeId: string;
  width: number;
}

/** One point of a drag track: x in the challenge's units, t in milliseconds. */
export interface SliderPoint {
  x: number;
  t: number;
}

export interface SliderVerified {
  sliderToken: string;
  expiresIn: number;
}
