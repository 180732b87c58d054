/**
 * State machines as data: an entity's `x-workflow` keyword names the property holding the
 * state, the states, and the transitions between them. The server runs them (src/server/workflow/),
 * the renderer offers them as row actions; both decide what a user may fire with
 * `availableTransitions` (available.ts), so a button is shown exactly where the server would act.
 */
import type { I18nText, JsonLogic } from '../schema/types';

/** What a transition asks the user for: a JSON Schema object of entity-style fields (validated like a CRUD write). */
export interface TransitionFields {
  type: 'object';
  required?: string[];
  // Field schemas in the entity format (FieldSchema); kept loose here so this module does not
  // depend on the whole schema type graph (types.ts imports this file).
  properties: Record<string, Record<string, unknown> & { type: string; title: I18nText }>;
}

/**
 * A system message about the transition; `{field}` placeholders come from the record and the input.
 * Recipients: every account of the record's company (`company`), the account that created the
 * record (`creator`: whoever raised it hears when the other side answers), or both.
 */
export interface TransitionNotify {
  company?: true;
  creator?: true;
  title: { 'zh-CN': string; 'en-US': string };
  content: { 'zh-CN': string; 'en-US': string };
  /** The route the message opens (e.g. the customer's list of the records). */
  openPage?: string;
}

/**
 * A value a transition writes with the state (`set`): the time of the step (`$now`), the acting
 * account (`$user.username`), a field of the validated input (`$input.<field>`), or a literal (a
 * string not starting with `$`, a number, a boolean, null).
 */
export type TransitionSetValue = string | number | boolean | null;

export const SET_NOW = '$now';
export const SET_USERNAME = '$user.username';
export const SET_INPUT_PREFIX = '$input.';

export interface WorkflowTransition {
  /** The route `PUT <x-api>/<name>`; unique in the entity, never a CRUD action name. */
  name: string;
  title: I18nText;
  /** States the transition may fire from; else 409. */
  from: string[];
  /** Target state; may be left out when an action answers it. */
  to?: string;
  /** Permission code (a button); admins hold every code. */
  permission: string;
  /** json-logic over `{ record, user: { userType, companyId, divisionId }, input }`; false → 409 guardMessage. */
  guard?: JsonLogic;
  guardMessage?: I18nText;
  /** The 409 text when the state is not in `from` (default: 当前状态不允许此操作). */
  stateMessage?: I18nText;
  /** The input the transition asks for (a form dialog on screen). */
  fields?: TransitionFields;
  /** The input field written as the history note. */
  note?: string;
  /** Stored properties written in the same update as the state (see TransitionSetValue); an action's patch wins. */
  set?: Record<string, TransitionSetValue>;
  /** The answer's text when the step is done (default: 操作成功). */
  doneMessage?: I18nText;
  /**
   * false: no generic route `PUT <x-api>/<name>`; the entity's module serves the step on its own
   * route through runTransition (a page button still sends `PUT <x-api>/<name> { id, ...input }`,
   * so a module route fired by a button keeps that shape).
   */
  genericRoute?: boolean;
  /** Named server actions (registerWorkflowAction), run in order inside the transaction. */
  actions?: string[];
  notify?: TransitionNotify;
  /** Ask before firing (on screen). */
  confirm?: I18nText;
  /** Only a customer of an activated company may fire it (route flag `activatedCompany`). */
  activatedCompany?: boolean;
}

export interface WorkflowDefinition {
  stateField: string;
  initial: string;
  states: string[];
  /** Every step writes a row of sys_workflow_history. */
  history?: boolean;
  /** States in which the CRUD edit may change a record; in any other the edit answers 409 editMessage. Absent: every state. */
  editableIn?: string[];
  /** The 409 text of an edit outside `editableIn` (default: 当前状态不允许此操作). */
  editMessage?: I18nText;
  transitions: WorkflowTransition[];
}

/** Who fires a transition, as guards and the renderer see them. */
export interface WorkflowUser {
  userType: string;
  companyId: string | null;
  divisionId: string | null;
}

/** Route names of the generic CRUD under an entity's x-api, which a transition may not take. */
export const RESERVED_ACTION_NAMES: readonly string[] = [
  'list',
  'queryById',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'exportXls',
  'importExcel',
  'history',
];
