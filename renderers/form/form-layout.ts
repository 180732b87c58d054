/**
 * How a form lays its fields out (page.form.columns / layout): the root object's `ui:options`, which
 * build-form-schema.ts fills and ObjectFieldTemplate.tsx reads. Decided once per form, from the
 * widget names, so the template needs no schema knowledge.
 */
import type { CSSProperties } from 'react';

export type FormColumns = 1 | 2 | 3 | 4;

/** The root object's ui:options (a type, not an interface: rjsf's UIOptionsType wants an index signature). */
export type FormLayoutOptions = {
  columns: FormColumns;
  /** Fields that take a whole row of a multi-column grid. */
  wide?: string[];
  /** layout tabs: the first tab's title and the fields that get a tab of their own (sub tables). */
  tabs?: { title: string; panes: string[] };
};

/**
 * Widgets whose content needs the form's width: multi-line text, rich text, code, file lists and
 * editable tables. A quarter of a dialog leaves a sub table a few characters per column.
 */
const WIDE_WIDGETS: ReadonlySet<string> = new Set(['textarea', 'richText', 'code', 'file', 'editableTable']);

export function isWideWidget(widget: string): boolean {
  return WIDE_WIDGETS.has(widget);
}

/** A sub table's widget: with layout tabs each such field gets its own tab. */
export function isSubTableWidget(widget: string): boolean {
  return widget === 'editableTable';
}

export function formColumns(value: unknown): FormColumns {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

/** Narrowest a column may get before the grid shows one column fewer (the dialog is responsive). */
const MIN_COLUMN_WIDTH = 200;
const COLUMN_GAP = 24;

/**
 * The grid's style: at most `columns` columns, fewer when a column would be narrower than
 * MIN_COLUMN_WIDTH (auto-fill with a minimum of a 1/n share), never wider than the container.
 */
export function gridStyle(columns: FormColumns): CSSProperties {
  const share = `calc((100% - ${(columns - 1) * COLUMN_GAP}px) / ${columns})`;
  return {
    display: 'grid',
    columnGap: COLUMN_GAP,
    gridTemplateColumns:
      columns === 1
        ? 'minmax(0, 1fr)'
        : `repeat(auto-fill, minmax(min(100%, max(${MIN_COLUMN_WIDTH}px, ${share})), 1fr))`,
  };
}

/** A wide field's cell: from the first column line to the last, whatever number the width allows. */
export const WIDE_CELL_STYLE: CSSProperties = { gridColumn: '1 / -1' };

/** Whether an rjsf error schema (or a part of it) holds any message. */
export function holdsErrors(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === '__errors' ? Array.isArray(value) && value.length > 0 : holdsErrors(value)) return true;
  }
  return false;
}

/**
 * antd Descriptions' column count for a detail (DetailView, DetailPage): 1 and 2 as before; 3 and 4
 * step down on narrow screens, where four label/value pairs side by side would not fit.
 */
export function descriptionColumns(
  value: unknown,
): number | { xs: number; sm: number; md: number; lg?: number } {
  const columns = formColumns(value);
  if (columns <= 2) return columns;
  return columns === 3 ? { xs: 1, sm: 2, md: 3 } : { xs: 1, sm: 2, md: 3, lg: 4 };
}

/** A detail item's span: a wide value (form-layout's wide widgets) fills the rest of its row. */
export function descriptionSpan(widget: string, value: unknown): 'filled' | undefined {
  return formColumns(value) > 1 && isWideWidget(widget) ? 'filled' : undefined;
}
