/**
 * The report form's structured design: grouping, search fields and chart as form fields
 * instead of JSON typed into 报表定义(JSON). They read from and write into the same definition the
 * report runtime reads (`group`, `search`, `chart`), so the JSON stays the one stored truth and
 * stays readable and editable for experts.
 */
import type { ReportChart, ReportSearch } from './types';

/** The form's fields: column keys comma-joined (the multi-selects' stored form), chart parts. */
export interface ReportDesign {
  groupKeys: string;
  searchKeys: string;
  chartKind: string;
  chartCategory: string;
  chartValue: string;
}

export const DESIGN_FIELDS = ['groupKeys', 'searchKeys', 'chartKind', 'chartCategory', 'chartValue'] as const;

function keys(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== ''),
    ),
  ];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The design a stored definition holds (empty texts for what it leaves out). */
export function designOf(
  definition: { group?: string[]; search?: ReportSearch[]; chart?: ReportChart } | undefined,
): ReportDesign {
  return {
    groupKeys: (definition?.group ?? []).join(','),
    searchKeys: (definition?.search ?? []).map((s) => s.key).join(','),
    chartKind: definition?.chart?.kind ?? '',
    chartCategory: definition?.chart?.category ?? '',
    chartValue: definition?.chart?.value ?? '',
  };
}

/**
 * Writes the design fields the form sent into the definition. Only a field that differs from
 * `before` (the design of the definition as stored, or an empty design on add) is applied, so an
 * expert's edit of the JSON in the same save is not undone by the unchanged structured fields.
 * A search field keeps the mode the definition gave it (a range stays a range); a new one is single.
 * No chart kind removes the chart.
 */
export function applyDesign(
  definition: Record<string, unknown>,
  input: Record<string, unknown>,
  before: ReportDesign,
): Record<string, unknown> {
  const out = { ...definition };
  const sent = (field: (typeof DESIGN_FIELDS)[number]) =>
    input[field] !== undefined && text(input[field]) !== before[field];
  if (sent('groupKeys')) {
    const group = keys(input.groupKeys);
    if (group.length > 0) out.group = group;
    else delete out.group;
  }
  if (sent('searchKeys')) {
    const known = new Map(((out.search as ReportSearch[] | undefined) ?? []).map((s) => [s.key, s]));
    const search = keys(input.searchKeys).map((key) => known.get(key) ?? { key, mode: 'single' as const });
    if (search.length > 0) out.search = search;
    else delete out.search;
  }
  if (sent('chartKind') || sent('chartCategory') || sent('chartValue')) {
    const current = out.chart as Partial<ReportChart> | undefined;
    const pick = (field: 'chartKind' | 'chartCategory' | 'chartValue', fallback: string | undefined) =>
      input[field] !== undefined ? text(input[field]) : (fallback ?? '');
    const kind = pick('chartKind', current?.kind);
    if (kind === '') delete out.chart;
    // An unknown kind or a missing part is left for the definition's check to refuse, with its path.
    else
      out.chart = {
        kind,
        category: pick('chartCategory', current?.category),
        value: pick('chartValue', current?.value),
      };
  }
  return out;
}
