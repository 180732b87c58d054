/**
 * A report as its reader may read it: the field permissions of every entity it reads (the CRUD's
 * one answer, crud/rules/field-rules.ts readableFieldNames) hold for the report as for the entities'
 * lists, so a report is no side door to a hidden field.
 * - A column over a field hidden from the reader is left out: of the columns, the rows, the export,
 *   the totals, the grouping, the search items, the sort and the chart.
 * - Searching or sorting by such a column is refused (400) whatever the stored values, as the list
 *   refuses filtering by a hidden field: the answer must not tell whether a hidden value matches.
 * - A report whose rows depend on a hidden field (a join along it, or a parameter over it) cannot
 *   be narrowed to what the reader may see: it is forbidden to that reader (403).
 * A reader who may read every field gets the report itself, unchanged.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { ResolvedReport } from '../../../../shared/online-report/resolve';
import type { ReportDefinition } from '../../../../shared/online-report/types';
import { queryErrors } from '../../../../shared/query/errors';
import { readableFieldNames } from '../../crud/rules/field-rules';
import type { QueryParams } from './report-query';

export interface ReaderReport {
  report: ResolvedReport;
  /** Keys of the columns left out for this reader. */
  hiddenKeys: ReadonlySet<string>;
}

/** The field of `entity` stored in `column` (a join names columns, a rule names fields). */
function fieldNameOfColumn(entity: ResolvedEntity, column: string): string | undefined {
  for (const field of entity.fields.values()) if (field.column === column) return field.name;
  return undefined;
}

/** The report narrowed to what this request's user may read (the report itself when nothing is hidden). */
export async function reportForReader(
  request: FastifyRequest,
  report: ResolvedReport,
): Promise<ReaderReport> {
  const readable = new Map<string, ReadonlySet<string>>();
  for (const source of report.sources)
    readable.set(source.sqlAlias, await readableFieldNames(request, source.entity));
  const mayRead = (alias: string, field: string) => readable.get(alias)?.has(field) === true;

  for (const source of report.sources) {
    if (!source.join) continue;
    const from = report.sources.find((s) => s.sqlAlias === source.join?.from);
    const ownKey = fieldNameOfColumn(source.entity, source.join.column);
    const fromKey = from ? fieldNameOfColumn(from.entity, source.join.fromColumn) : undefined;
    if (!ownKey || !fromKey || !mayRead(source.sqlAlias, ownKey) || !mayRead(source.join.from, fromKey))
      throw new LocalizedHttpError(403, MSG.forbidden);
  }
  if (report.params.some((p) => !mayRead(p.source.sqlAlias, p.source.field.name)))
    throw new LocalizedHttpError(403, MSG.forbidden);

  const hiddenKeys = new Set(
    report.columns
      .filter((c) => c.source && !mayRead(c.source.sqlAlias, c.source.field.name))
      .map((c) => c.key),
  );
  if (hiddenKeys.size === 0) return { report, hiddenKeys };
  const shown = (key: string) => !hiddenKeys.has(key);
  const { definition } = report;
  const narrowed: ReportDefinition = {
    ...definition,
    columns: definition.columns.filter((c) => shown(c.key)),
    ...(definition.group ? { group: definition.group.filter(shown) } : {}),
    ...(definition.search ? { search: definition.search.filter((s) => shown(s.key)) } : {}),
    ...(definition.sort ? { sort: definition.sort.filter((s) => shown(s.key)) } : {}),
  };
  if (definition.chart && (!shown(definition.chart.category) || !shown(definition.chart.value)))
    delete narrowed.chart;
  const columns = report.columns.filter((c) => shown(c.key));
  return {
    report: { ...report, definition: narrowed, columns },
    hiddenKeys,
  };
}

/** Refuses a search or sort of the request by a column left out for the reader. */
export function refuseHiddenQuery(request: FastifyRequest, reader: ReaderReport, params: QueryParams): void {
  if (reader.hiddenKeys.size === 0) return;
  for (const key of reader.hiddenKeys) {
    for (const param of [key, `${key}_begin`, `${key}_end`]) {
      if (params[param] !== undefined)
        throw new HttpError(400, request.t(queryErrors.notFilterable(param).text));
    }
  }
  const column = params.column;
  if (typeof column === 'string' && reader.hiddenKeys.has(column))
    throw new HttpError(400, request.t(queryErrors.badSort('column').text));
}
