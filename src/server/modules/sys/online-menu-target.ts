/**
 * The menu form's choice of an online screen: sys_permission's virtual fields
 * `onlineKind` (form | report), `onlineForm` and `onlineReport` (codes picked from the lists below).
 * On a write that names a kind, the entry's component, path and component name are derived from the
 * choice by the shared rule (src/shared/online/menu-target.ts), never typed; a write without one
 * keeps what was typed, so hand-made menus keep working. Read back (decorateRows), an entry whose
 * component opens an online screen answers the choice, so the edit form shows the picker filled in.
 */
import type { DictItem } from '../../../shared/dict/dict-item';
import {
  isOnlineMenuKind,
  onlineMenuColumns,
  onlineMenuTargetOf,
  validOnlineCode,
  type OnlineMenuKind,
} from '../../../shared/online/menu-target';
import { HttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { hookText, type HookContext } from '../crud/hooks';
import { typed, type TypedDb } from '../crud/loose-db';

export const ONLINE_KIND_FIELD = 'onlineKind';
const CODE_FIELD: Record<OnlineMenuKind, string> = { form: 'onlineForm', report: 'onlineReport' };

export const ONLINE_MENU_MSG = {
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  badKind: { 'zh-CN': '请选择在线表单或在线报表', 'en-US': 'Choose an online form or an online report' },
  pickForm: { 'zh-CN': '请选择在线表单', 'en-US': 'Choose an online form' },
  pickReport: { 'zh-CN': '请选择在线报表', 'en-US': 'Choose an online report' },
  noForm: (code: string): MessagePair => ({
    'zh-CN': `在线表单【${code}】不存在或尚未发布`,
    'en-US': `The online form "${code}" does not exist or is not published`,
  }),
  noReport: (code: string): MessagePair => ({
    'zh-CN': `在线报表【${code}】不存在`,
    'en-US': `The online report "${code}" does not exist`,
  }),
} as const;

interface Named {
  code: string;
  name: string;
  nameEn: string | null;
}

/** Published forms a menu can open: main and single tables (a sub table is only used through its main). */
export async function publishedForms(db: TypedDb, code?: string): Promise<Named[]> {
  let query = db
    .selectFrom('onl_cgform_head')
    .select(['table_name', 'table_txt', 'table_txt_en'])
    .where('published_version', 'is not', null)
    .where('table_type', '!=', 3);
  if (code !== undefined) query = query.where('table_name', '=', code);
  const rows = await query.orderBy('table_name').execute();
  return rows.map((r) => ({ code: r.table_name, name: r.table_txt, nameEn: r.table_txt_en }));
}

export async function onlineReports(db: TypedDb, code?: string): Promise<Named[]> {
  let query = db.selectFrom('onl_cgreport_head').select(['code', 'name', 'name_en']);
  if (code !== undefined) query = query.where('code', '=', code);
  const rows = await query.orderBy('code').execute();
  return rows.map((r) => ({ code: r.code, name: r.name, nameEn: r.name_en }));
}

/** The named form or report, or undefined when there is none a menu may open. */
export async function onlineTargetNamed(
  db: TypedDb,
  kind: OnlineMenuKind,
  code: string,
): Promise<Named | undefined> {
  if (!validOnlineCode(kind, code)) return undefined;
  const found = kind === 'form' ? await publishedForms(db, code) : await onlineReports(db, code);
  return found[0];
}

/** Picker items "name (code)", both languages, as the select shows dictionary-shaped items. */
export function optionItems(rows: Named[]): DictItem[] {
  return rows.map((r) => ({
    value: r.code,
    text: `${r.name} (${r.code})`,
    textEn: `${r.nameEn || r.name} (${r.code})`,
  }));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Sets component, url and component_name from the input's choice (nothing when no kind is chosen). */
export async function applyOnlineTarget(
  ctx: HookContext,
  columns: Record<string, unknown>,
  input: Record<string, unknown>,
): Promise<void> {
  const kind = input[ONLINE_KIND_FIELD];
  if (kind === undefined || kind === null || kind === '') return;
  const refuse = (field: string, pair: MessagePair) => {
    throw new HttpError(422, hookText(ctx, ONLINE_MENU_MSG.validation), [
      { field, message: hookText(ctx, pair) },
    ]);
  };
  if (!isOnlineMenuKind(kind)) return refuse(ONLINE_KIND_FIELD, ONLINE_MENU_MSG.badKind);
  const field = CODE_FIELD[kind];
  const code = text(input[field]);
  if (code === '')
    return refuse(field, kind === 'form' ? ONLINE_MENU_MSG.pickForm : ONLINE_MENU_MSG.pickReport);
  if (!(await onlineTargetNamed(typed(ctx.db), kind, code)))
    return refuse(field, kind === 'form' ? ONLINE_MENU_MSG.noForm(code) : ONLINE_MENU_MSG.noReport(code));
  const derived = onlineMenuColumns({ kind, code });
  columns.component = derived.component;
  columns.url = derived.url;
  columns.component_name = derived.componentName;
}

/** The choice an entry's stored component and path stand for (the edit form's picker). */
export function addOnlineTargets(rows: Array<Record<string, unknown>>): void {
  for (const row of rows) {
    const target = onlineMenuTargetOf(
      row.component as string | null | undefined,
      row.url as string | null | undefined,
    );
    if (!target) continue;
    row[ONLINE_KIND_FIELD] = target.kind;
    row[CODE_FIELD[target.kind]] = target.code;
  }
}
