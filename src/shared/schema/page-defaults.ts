/**
 * A page states only what differs from its entity (README "Screens as data"): the api block
 * follows from the entity's x-api, and a list page's standard toolbar and row actions, with their
 * permission codes and labels, from its x-permissions. Pure: the registry applies it when the
 * schemas are loaded, so the server's GET /sys/schema/page/:id, the meta-check and the browser all
 * see the same complete page.
 */
import type { ActionDef, EntityPermissions, EntitySchema, I18nText, PageSchema } from './types';

/** Changes to the standard actions: added ones, removed ones (by key), and keys to put first, in order. */
export interface ActionChanges {
  extra?: ActionDef[];
  remove?: string[];
  order?: string[];
  /** Row actions: one action of kind `transition` per transition of the entity's x-workflow, after the others. */
  workflow?: boolean;
}

/** A page as written in schemas/pages: api and actions may be left out or stated as changes. */
export type PageDeclaration = Omit<PageSchema, 'api' | 'toolbar' | 'rowActions'> & {
  api?: PageSchema['api'];
  /** An array is the whole list (no defaults); an object changes the standard list. */
  toolbar?: ActionDef[] | ActionChanges;
  rowActions?: ActionDef[] | ActionChanges;
};

export interface PageDefaultsIssue {
  path: string;
  detail: string;
}

type ApiName = keyof PageSchema['api'];

/** Each generic CRUD route of docs/contracts.md and the entity permission that guards it. */
const API_ROUTES: ReadonlyArray<[ApiName, keyof EntityPermissions]> = [
  ['list', 'list'],
  ['queryById', 'list'],
  ['add', 'add'],
  ['edit', 'edit'],
  ['delete', 'delete'],
  ['deleteBatch', 'delete'],
  ['exportXls', 'export'],
  ['importExcel', 'import'],
];

interface StandardAction {
  kind: string;
  permission: keyof EntityPermissions;
  label: I18nText;
  confirm?: I18nText;
}

// Keys equal kinds for the standard actions; a page names them by key in remove/order.
const STANDARD_TOOLBAR: ReadonlyArray<StandardAction> = [
  { kind: 'add', permission: 'add', label: { 'zh-CN': '新增', 'en-US': 'Add' } },
  { kind: 'import', permission: 'import', label: { 'zh-CN': '导入', 'en-US': 'Import' } },
  { kind: 'export', permission: 'export', label: { 'zh-CN': '导出', 'en-US': 'Export' } },
  { kind: 'batchDelete', permission: 'delete', label: { 'zh-CN': '批量删除', 'en-US': 'Delete selected' } },
];

const STANDARD_ROW_ACTIONS: ReadonlyArray<StandardAction> = [
  { kind: 'edit', permission: 'edit', label: { 'zh-CN': '编辑', 'en-US': 'Edit' } },
  { kind: 'detail', permission: 'list', label: { 'zh-CN': '详情', 'en-US': 'Details' } },
  {
    kind: 'delete',
    permission: 'delete',
    label: { 'zh-CN': '删除', 'en-US': 'Delete' },
    confirm: { 'zh-CN': '确定删除吗?', 'en-US': 'Delete this record?' },
  },
];

/** The api block the entity gives: every route whose permission the entity declares. */
export function defaultApi(entity: EntitySchema): PageSchema['api'] {
  const base = entity['x-api'];
  const permissions = entity['x-permissions'];
  const api: PageSchema['api'] = {};
  for (const [name, permission] of API_ROUTES) if (permissions[permission]) api[name] = `${base}/${name}`;
  return api;
}

function standardActions(list: ReadonlyArray<StandardAction>, permissions: EntityPermissions): ActionDef[] {
  return list.flatMap((s) => {
    const permission = permissions[s.permission];
    if (!permission) return [];
    const action: ActionDef = { kind: s.kind, key: s.kind, label: s.label, permission };
    if (s.confirm) action.confirm = s.confirm;
    return [action];
  });
}

/** The standard toolbar (add, import, export, batchDelete) the entity's permissions allow. */
export function defaultToolbar(entity: EntitySchema): ActionDef[] {
  return standardActions(STANDARD_TOOLBAR, entity['x-permissions']);
}

/** The standard row actions (edit, detail, delete) the entity's permissions allow. */
export function defaultRowActions(entity: EntitySchema): ActionDef[] {
  return standardActions(STANDARD_ROW_ACTIONS, entity['x-permissions']);
}

function applyChanges(
  standard: ActionDef[],
  changes: ActionChanges,
  path: string,
  issues: PageDefaultsIssue[],
): ActionDef[] {
  const removed = new Set(changes.remove ?? []);
  (changes.remove ?? []).forEach((key, i) => {
    if (!standard.some((a) => a.key === key))
      issues.push({ path: `${path}/remove/${i}`, detail: `"${key}" is not a standard action of this page` });
  });
  const kept = standard.filter((a) => !removed.has(a.key));
  const extra = changes.extra ?? [];
  extra.forEach((a, i) => {
    if (standard.some((s) => s.key === a.key))
      issues.push({
        path: `${path}/extra/${i}/key`,
        detail: `"${a.key}" is already a standard action; remove it first`,
      });
  });
  const all = [...kept, ...extra];
  const first = changes.order ?? [];
  first.forEach((key, i) => {
    if (!all.some((a) => a.key === key))
      issues.push({ path: `${path}/order/${i}`, detail: `"${key}" is not an action of this page` });
  });
  const rank = (a: ActionDef): number => {
    const at = first.indexOf(a.key);
    return at === -1 ? first.length : at;
  };
  // Array.prototype.sort is stable: actions not named in `order` keep their places after the named ones.
  return all.sort((a, b) => rank(a) - rank(b));
}

function resolveActions(
  declared: ActionDef[] | ActionChanges | undefined,
  standard: ActionDef[],
  path: string,
  issues: PageDefaultsIssue[],
  entity?: EntitySchema,
): ActionDef[] {
  if (Array.isArray(declared)) return completeTransitions(declared, entity, path, issues);
  const changes = declared ?? {};
  const workflow = changes.workflow === true ? workflowActions(entity, path, issues) : [];
  const withWorkflow =
    workflow.length > 0 ? { ...changes, extra: [...(changes.extra ?? []), ...workflow] } : changes;
  return completeTransitions(applyChanges(standard, withWorkflow, path, issues), entity, path, issues);
}

/** `rowActions.workflow: true`: one transition action per transition, keyed by its name. */
function workflowActions(
  entity: EntitySchema | undefined,
  path: string,
  issues: PageDefaultsIssue[],
): ActionDef[] {
  const def = entity?.['x-workflow'];
  if (!def) {
    issues.push({ path: `${path}/workflow`, detail: 'the entity has no x-workflow' });
    return [];
  }
  return def.transitions.map((t) => ({ kind: 'transition', key: t.name, transition: t.name }));
}

/**
 * Transition actions take their label, permission and confirm text from the transition unless the
 * page states them; one naming no transition of the entity is an issue.
 */
function completeTransitions(
  actions: ActionDef[],
  entity: EntitySchema | undefined,
  path: string,
  issues: PageDefaultsIssue[],
): ActionDef[] {
  return actions.map((action, i) => {
    if (action.kind !== 'transition') return action;
    const transition = entity?.['x-workflow']?.transitions.find((t) => t.name === action.transition);
    if (!transition) {
      issues.push({
        path: `${path}/${i}/transition`,
        detail: `"${action.transition ?? ''}" is not a transition of the entity's x-workflow`,
      });
      return action;
    }
    const complete: ActionDef = {
      ...action,
      label: action.label ?? transition.title,
      permission: action.permission ?? transition.permission,
    };
    const confirm = action.confirm ?? transition.confirm;
    if (confirm !== undefined) complete.confirm = confirm;
    return complete;
  });
}

/**
 * The complete page: api entries the page leaves out come from the entity; a list page's toolbar
 * and row actions are the standard ones changed as the page says (an array states the whole list).
 * Detail pages name their own record source and buttons, so only what they state is kept.
 */
export function applyPageDefaults(
  page: PageDeclaration,
  entity: EntitySchema,
): { page: PageSchema; issues: PageDefaultsIssue[] } {
  const issues: PageDefaultsIssue[] = [];
  const { api, toolbar, rowActions, ...rest } = page;
  if (page.kind === 'detail') {
    const detail: PageSchema = { ...rest, api: api ?? {} };
    if (toolbar) detail.toolbar = resolveActions(toolbar, [], '/toolbar', issues);
    if (rowActions) detail.rowActions = resolveActions(rowActions, [], '/rowActions', issues, entity);
    return { page: detail, issues };
  }
  const list = page.kind === 'list';
  const complete: PageSchema = {
    ...rest,
    api: { ...defaultApi(entity), ...api },
    toolbar: resolveActions(toolbar, list ? defaultToolbar(entity) : [], '/toolbar', issues),
    rowActions: resolveActions(
      rowActions,
      list ? defaultRowActions(entity) : [],
      '/rowActions',
      issues,
      entity,
    ),
  };
  return { page: complete, issues };
}
