/**
 * The dialog of the list's 同步数据库 row action (row action kind `form`): a standalone form whose
 * description is the plan, one readable line per step (its SQL), and one required text field per
 * destructive step asking for the column's (or table's) name. Its data comes back as
 * `values: { confirm1: …, confirm2: … }`, read by confirmationsOf.
 */
import type { I18nText } from '../../../../shared/schema/types';
import { confirmationName, type SyncPlan, type SyncStep } from './plan';
import { SYNC_MSG } from './messages';

export interface SyncFormSchema {
  $id: string;
  title: I18nText;
  description: I18nText;
  required: string[];
  properties: Record<string, Record<string, unknown>>;
}

const LABEL: Record<SyncStep['kind'], string> = {
  createTable: 'CREATE TABLE',
  renameColumn: 'RENAME COLUMN',
  addColumn: 'ADD COLUMN',
  widenColumn: 'ALTER COLUMN TYPE',
  narrowColumn: 'ALTER COLUMN TYPE',
  setNotNull: 'ALTER COLUMN SET NOT NULL',
  dropColumn: 'DROP COLUMN',
  createIndex: 'CREATE INDEX',
  createUniqueIndex: 'CREATE UNIQUE INDEX',
  dropTable: 'DROP TABLE',
};

export function confirmKey(destructiveIndex: number): string {
  return `confirm${destructiveIndex + 1}`;
}

function planText(plan: SyncPlan, locale: 'zh-CN' | 'en-US'): string {
  if (plan.steps.length === 0) return SYNC_MSG.upToDate[locale];
  return plan.steps
    .map(
      (step, i) =>
        `${i + 1}. ${LABEL[step.kind]}${step.destructive ? ` ${SYNC_MSG.destructiveMark[locale]}` : ''}\n${step.sql};`,
    )
    .join('\n\n');
}

export function syncForm(plan: SyncPlan): SyncFormSchema {
  const properties: SyncFormSchema['properties'] = {};
  const required: string[] = [];
  plan.steps
    .filter((step) => step.destructive)
    .forEach((step, i) => {
      const key = confirmKey(i);
      const name = confirmationName(step);
      required.push(key);
      properties[key] = {
        type: 'string',
        maxLength: 63,
        title: SYNC_MSG.confirmField(name),
        description: {
          'zh-CN': `${LABEL[step.kind]} ${step.table}${step.column ? `.${step.column}` : ''}`,
          'en-US': `${LABEL[step.kind]} ${step.table}${step.column ? `.${step.column}` : ''}`,
        },
        // The typed name must be exactly the column's: checked in the form, and again by the server.
        pattern: `^${name}$`,
        'x-message': SYNC_MSG.confirmMismatch(name),
      };
    });
  return {
    $id: 'online_cgform_sync',
    title: SYNC_MSG.title,
    description: { 'zh-CN': planText(plan, 'zh-CN'), 'en-US': planText(plan, 'en-US') },
    required,
    properties,
  };
}

/** The names typed: `confirm` as a list, or the dialog's `values` (any confirmN text). */
export function confirmationsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { confirm, values } = body as { confirm?: unknown; values?: unknown };
  const out: string[] = [];
  if (Array.isArray(confirm)) out.push(...confirm.filter((c): c is string => typeof c === 'string'));
  if (typeof values === 'object' && values !== null) {
    for (const [key, value] of Object.entries(values))
      if (/^confirm\d+$/.test(key) && typeof value === 'string') out.push(value);
  }
  return out.map((c) => c.trim()).filter((c) => c !== '');
}
