/**
 * Which toolbar and row buttons a user sees: SPEC §6 permission (through the shell's
 * hasPermission) and the action's own `visibleWhen` over the row; a protected row
 * (entity `x-protected`) keeps its changing actions but disabled, with the reason.
 */
import type { ActionDef, EntitySchema, I18nText } from '../../src/shared/schema/types';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';

export function permittedActions(
  actions: readonly ActionDef[] | undefined,
  hasPermission: (code: string | undefined) => boolean,
): ActionDef[] {
  return (actions ?? []).filter((a) => hasPermission(a.permission));
}

const CHANGING = new Set(['edit', 'delete', 'confirm']);

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

export function rowActionsFor(
  actions: readonly ActionDef[],
  row: Record<string, unknown>,
  entity: EntitySchema,
): RowAction[] {
  const protection = entity['x-protected'];
  const isProtected = protection ? safeTruthy(protection.when, row) : false;
  return actions
    .filter((a) => a.visibleWhen === undefined || safeTruthy(a.visibleWhen, row))
    .map((action) =>
      isProtected && CHANGING.has(action.kind) ? { action, disabledReason: protection?.message } : { action },
    );
}

/**
 * Replaces `$row.<field>` in a template ({ dictId: '$row.id' }) by the row's values and
 * `$selectedIds` by the selected row ids joined with commas (toolbar requests).
 */
export function resolveRowTemplate(
  template: Record<string, string> | undefined,
  row: Record<string, unknown>,
  selectedIds: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(template ?? {})) {
    if (value === '$selectedIds') out[key] = selectedIds.join(',');
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
