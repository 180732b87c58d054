/**
 * The onl_cgreport_head entity's hooks: on add and edit the definition (with the columns of the
 * form's editable table, when sent) is checked against the registered entities and stored as
 * one normalised JSON text; a name the schemas do not declare answers 422 and nothing is written.
 * queryById hands the columns back to the form's table. The form's grouping, search fields and chart
 * (virtual fields, src/shared/online-report/design-fields.ts) are written into the same definition,
 * and read back from it.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/errors';
import { hookText, registerEntityHooks, type HookContext } from '../../crud/hooks';
import { parseDefinition } from '../../../../shared/online-report/resolve';
import {
  applyDesign,
  designOf,
  DESIGN_FIELDS,
  type ReportDesign,
} from '../../../../shared/online-report/design-fields';
import { columnToRow, rowToColumn, type ColumnRow } from './report-columns';
import { REPORT_MSG } from './report-messages';
import { resolveNow } from './report-store';

export const REPORT_ENTITY = 'onl_cgreport_head';

function unprocessable(
  ctx: HookContext,
  field: string,
  problems: Array<{ path: string; message: { 'zh-CN': string; 'en-US': string } }>,
): never {
  throw new HttpError(
    422,
    hookText(ctx, REPORT_MSG.invalid),
    problems.map((p) => ({ field, message: `${hookText(ctx, p.message)} (${p.path})` })),
  );
}

/** The definition to store: the sent (or current) JSON with the table's columns in place of its own. */
function merged(
  ctx: HookContext,
  definition: unknown,
  columns: unknown,
  design: { input: Record<string, unknown>; before: ReportDesign },
): Record<string, unknown> {
  let parsed: unknown = definition;
  if (typeof definition === 'string') {
    try {
      parsed = JSON.parse(definition);
    } catch {
      unprocessable(ctx, 'definition', parseDefinition(definition).problems);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    unprocessable(ctx, 'definition', [
      {
        path: '/',
        message: {
          'zh-CN': '报表定义必须是 JSON 对象',
          'en-US': 'The report definition must be a JSON object',
        },
      },
    ]);
  }
  const out = { ...(parsed as Record<string, unknown>) };
  if (Array.isArray(columns) && columns.length > 0) out.columns = (columns as ColumnRow[]).map(rowToColumn);
  return applyDesign(out, design.input, design.before);
}

/** The form field a refused definition is shown on: the structured field that wrote the part, when the form sent them. */
function fieldOfProblem(path: string, designSent: boolean): string {
  if (path === '/baseEntity') return 'baseEntity';
  if (!designSent) return 'definition';
  const design: Array<[string, string]> = [
    ['/group', 'groupKeys'],
    ['/search', 'searchKeys'],
    ['/chart/category', 'chartCategory'],
    ['/chart/value', 'chartValue'],
    ['/chart', 'chartKind'],
  ];
  return design.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? 'definition';
}

async function check(
  ctx: HookContext,
  columns: Record<string, unknown>,
  input: Record<string, unknown>,
  id?: string,
): Promise<void> {
  let current: { base_entity: string; definition: string } | undefined;
  if (id && (columns.base_entity === undefined || columns.definition === undefined)) {
    current = (await ctx.db
      .selectFrom('onl_cgreport_head')
      .select(['base_entity', 'definition'])
      .where('id', '=', id)
      .executeTakeFirst()) as typeof current;
  }
  const base = String(columns.base_entity ?? current?.base_entity ?? '');
  const designSent = DESIGN_FIELDS.some((f) => input[f] !== undefined);
  if (
    columns.definition === undefined &&
    input.columns === undefined &&
    columns.base_entity === undefined &&
    !designSent
  )
    return;
  if (id && !current) {
    current = (await ctx.db
      .selectFrom('onl_cgreport_head')
      .select(['base_entity', 'definition'])
      .where('id', '=', id)
      .executeTakeFirst()) as typeof current;
  }
  // The design as stored: a structured field the form sends unchanged leaves the JSON's value alone.
  const before = designOf(current ? parseDefinition(current.definition).definition : undefined);
  const definition = merged(ctx, columns.definition ?? current?.definition ?? '{}', input.columns, {
    input,
    before,
  });
  const { problems } = resolveNow(ctx.app, base, definition);
  if (problems.length > 0) unprocessable(ctx, fieldOfProblem(problems[0]?.path ?? '/', designSent), problems);
  columns.definition = JSON.stringify(definition, null, 2);
}

export function registerReportHooks(app: FastifyInstance): void {
  registerEntityHooks(app, REPORT_ENTITY, {
    beforeInsert: (ctx, columns, input) => check(ctx, columns, input),
    beforeUpdate: (ctx, columns, input, id) => check(ctx, columns, input, id),
    decorateRows(_ctx, rows) {
      for (const row of rows) {
        const { definition } = parseDefinition(row.definition);
        row.columns = definition ? definition.columns.map(columnToRow) : [];
        Object.assign(row, designOf(definition));
      }
    },
  });
}
