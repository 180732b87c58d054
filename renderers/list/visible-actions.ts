/**
 * Which toolbar and row buttons a user sees: SPEC §6 permission (through the shell's
 * hasPermission) and the action's own `visibleWhen` over the row (a toolbar action's over the
 * list: its total); x-workflow transitions where the server would run them, the edit only in the
 * workflow's `editableIn` states; a protected row (entity `x-protected`) keeps its changing actions but disabled, with the reason.
 */
import type { ActionDef, EntitySchema, I18nText, PageSchema } from '../../src/shared/schema/types';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { editableInState, guardHolds, inFromState, stateOf } from '../../src/shared/workflow/available';
import type { WorkflowUser } from '../../src/shared/workflow/types';

export function permittedActions(
  actions: readonly ActionDef[] | undefined,
  hasPermission: (code: string | undefined) => boolean,
): ActionDef[] {
  return (actions ?? []).filter((a) => hasPermission(a.permission));
}

const CHANGING = new Set(['edit', 'delete', 'confirm', 'prompt', 'shell', 'transition']);

/** Guards read the user; without one from the app they see no company or type (the server decides anyway). */
const NO_USER: WorkflowUser = { userType: '', companyId: null, divisionId: null };

/**
 * A transition action is offered only where the server would run it: the row's state is in its
 * `from` and its guard holds (the permission was checked with the other actions).
 */
function transitionOffered(
  action: ActionDef,
  row: Record<string, unknown>,
  entity: EntitySchema,
  user: WorkflowUser,
): boolean {
  const def = entity['x-workflow'];
  const transition = def?.transitions.find((t) => t.name === action.transition);
  if (!def || !transition) return false;
  return inFromState(transition, stateOf(def, row)) && guardHolds(transition, { record: row, user });
}

/** The edit is offered only in the states the entity's x-workflow lets the CRUD edit (`editableIn`). */
function editOffered(action: ActionDef, row: Record<string, unknown>, entity: EntitySchema): boolean {
  const def = entity['x-workflow'];
  return action.kind !== 'edit' || !def || editableInState(def, row);
}

export interface RowAction {
  action: ActionDef;
  disabledReason?: I18nText;
}

function safeTruthy(rule: Parameters<typeof logicTruthy>[0], row: unknown): boolean {
  try {
    return logicTruthy(rule, row);
  } catch {
    return false;
  }
}

/** What a toolbar action's `visibleWhen` reads: the list, not a row. */
export interface ListFacts {
  /** Records matching the list's query (and its fixed filter, for a sub-list). */
  total: number;
}

/**
 * Toolbar actions shown for the list as read (e.g. 评价团队 only while the project has no
 * evaluation); one with a `visibleWhen` waits for the first page, so it never flashes up before.
 */
export function toolbarActionsFor(actions: readonly ActionDef[], facts: ListFacts | null): ActionDef[] {
  return actions.filter(
    (a) => a.visibleWhen === undefined || (facts !== null && safeTruthy(a.visibleWhen, facts)),
  );
}

export function rowActionsFor(
  actions: readonly ActionDef[],
  row: Record<string, unknown>,
  entity: EntitySchema,
  user: WorkflowUser = NO_USER,
): RowAction[] {
  const protection = entity['x-protected'];
  const isProtected = protection ? safeTruthy(protection.when, row) : false;
  return actions
    .filter((a) => a.visibleWhen === undefined || safeTruthy(a.visibleWhen, row))
    .filter((a) => a.kind !== 'transition' || transitionOffered(a, row, entity, user))
    .filter((a) => editOffered(a, row, entity))
    .map((action) =>
      isProtected && CHANGING.has(action.kind) ? { action, disabledReason: protection?.message } : { action },
    );
}

/**
 * Replaces `$row.<field>` in a template ({ dictId: '$row.id' }) by the row's values,
 * `$selectedIds` by the selected row ids joined with commas (toolbar requests) and `$input` by the
 * text a prompt action asked for.
 */
export function resolveRowTemplate(
  template: Record<string, string> | undefined,
  row: Record<string, unknown>,
  selectedIds: readonly string[] = [],
  input = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(template ?? {})) {
    if (value === '$selectedIds') out[key] = selectedIds.join(',');
    else if (value === '$input') out[key] = input;
    else if (value.startsWith('$row.')) {
      const field = value.slice(5);
      const v = Object.prototype.hasOwnProperty.call(row, field) ? row[field] : undefined;
      out[key] = v === undefined || v === null ? '' : String(v);
    } else out[key] = value;
  }
  return out;
}

/** A URL with `{field}` placeholders filled from the row (URL-encoded). */
export function resolveRowUrl(url: string, row: Record<string, unknown>): string {
  return url.replace(/\{(\w+)\}/g, (_m, field: string) => {
    const v = Object.prototype.hasOwnProperty.call(row, field) ? row[field] : '';
    return encodeURIComponent(v === undefined || v === null ? '' : String(v));
  });
}

/** A text with `{field}` placeholders showing the row's values as they are (a prompt's title and label). */
export function fillRowText(text: string, row: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (_m, field: string) => {
    const v = Object.prototype.hasOwnProperty.call(row, field) ? row[field] : '';
    return v === undefined || v === null ? '' : String(v);
  });
}

/** The `var` names a JSON-logic rule reads (`{ var: 'a' }`, `{ var: ['a', default] }`, `{ var: 'a.b' }` → a). */
function logicVars(rule: unknown, out: Set<string>): void {
  if (Array.isArray(rule)) {
    for (const item of rule) logicVars(item, out);
    return;
  }
  if (rule === null || typeof rule !== 'object') return;
  for (const [op, arg] of Object.entries(rule)) {
    if (op === 'var') {
      const name = Array.isArray(arg) ? arg[0] : arg;
      if (typeof name === 'string' && name !== '') out.add(name.split('.')[0] ?? name);
    } else logicVars(arg, out);
  }
}

/**
 * The row fields the page's own logic reads besides its columns: `rowDisabledWhen`, `rowEmphasis`, the actions'
 * `visibleWhen`, the entity's `x-protected.when`, and `$row.<field>` / `{field}` in row requests and
 * sub-list filters. The list must ask for them (its `field` parameter), or a protected row would
 * look unprotected and a row request would send an empty value.
 */
export function rowLogicFields(page: PageSchema, entity: EntitySchema): string[] {
  const out = new Set<string>();
  logicVars(page.rowDisabledWhen, out);
  logicVars(page.rowEmphasis?.when, out);
  logicVars(entity['x-protected']?.when, out);
  // Transition actions read the state and what their guards read of the record (`record.<field>`);
  // the edit reads the state when the workflow limits it (editableIn).
  const workflow = entity['x-workflow'];
  if (workflow?.editableIn && (page.rowActions ?? []).some((a) => a.kind === 'edit'))
    out.add(workflow.stateField);
  for (const action of page.rowActions ?? []) {
    const transition =
      action.kind === 'transition'
        ? workflow?.transitions.find((t) => t.name === action.transition)
        : undefined;
    if (!workflow || !transition) continue;
    out.add(workflow.stateField);
    for (const m of JSON.stringify(transition.guard ?? {}).matchAll(/"record\.(\w+)/g))
      if (m[1]) out.add(m[1]);
  }
  // A toolbar action's visibleWhen reads the list (toolbarActionsFor), not a row.
  for (const action of page.rowActions ?? []) {
    logicVars(action.visibleWhen, out);
    // What an app handler (kind shell) reads of the row, named by the action.
    for (const field of action.rowFields ?? []) out.add(field);
  }
  for (const action of [...(page.rowActions ?? []), ...(page.toolbar ?? [])]) {
    for (const value of [
      ...Object.values(action.request?.body ?? {}),
      ...Object.values(action.filter ?? {}),
    ]) {
      if (value.startsWith('$row.')) out.add(value.slice(5));
    }
    const texts = [action.prompt?.title, action.prompt?.label].flatMap((v) =>
      v === undefined ? [] : typeof v === 'string' ? [v] : Object.values(v),
    );
    const placeholders = [action.request?.url ?? '', ...texts];
    for (const m of placeholders.join(' ').matchAll(/\{(\w+)\}/g)) if (m[1]) out.add(m[1]);
  }
  return [...out].filter(
    (name) => name === 'id' || Object.prototype.hasOwnProperty.call(entity.properties, name),
  );
}
