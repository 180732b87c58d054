/**
 * A dashboard page (`kind: "dashboard"`): a titled page of blocks over JSON answers the server already
 * gives (e.g. GET /sys/dashboard/work). It names no entity; its own permission says who may load it.
 * Blocks say where their items are and which fields to show; the renderer knows no business entity.
 */
import type { I18nText, JsonLogic } from './types';
import { assertSafeLogic } from '../linkage/safe-logic';
import type { ChartKind } from '../chart/chart-kind';

/**
 * Texts of a block's item, each part a template of `{field}` placeholders. A field name starts with a
 * letter and may hold underscores (`{status_dictText}`); `{a ?? b}` shows `a`, or `b` when `a` is empty
 * (any number of fields). A format may follow: `{field|datetime}` shows a date-time in the reader's
 * locale, `{field|date}` the day alone (`2029-05-01`), `{field|abs}` a number without its sign. A part
 * with words of its own is one template per language. Parts are joined with " · ", and a part whose
 * fields are all empty is left out.
 */
export type DashboardTextParts = readonly I18nText[];

interface BlockBase {
  /** A GET path answering the envelope whose result holds the block's items (the caller's session). */
  source: string;
  /**
   * Query parameters of the source's GET (e.g. a list endpoint's `pageSize`, `column`, `order`); blocks
   * naming the same path and parameters share one answer.
   */
  params?: Record<string, string | number>;
  /** A heading shown above this block (when it is shown), opening a group of the blocks after it. */
  heading?: I18nText;
  /** Shown only when this json-logic holds on the answer's result (e.g. staff only). */
  when?: JsonLogic;
  /**
   * Shown only when this json-logic holds on the signed-in user, read as `{ user: { userType,
   * companyId, divisionId } }` as x-workflow guards read it; a block it hides does not read its source.
   */
  audience?: JsonLogic;
  /** Shown only to users holding this code; a block it hides does not read its source. */
  permission?: string;
  /** Columns of 24 the block takes on a wide screen (default 24). */
  span?: number;
}

interface ItemsBlock extends BlockBase {
  /** Dot path of the item array inside the answer's result. */
  items: string;
}

/** One count: the items whose `groupBy` field equals `value`, titled by the page's labels. */
export interface DashboardFigure {
  value: string;
  when?: JsonLogic;
}

export interface DashboardFiguresBlock extends ItemsBlock {
  kind: 'figures';
  title?: I18nText;
  groupBy: string;
  figures: DashboardFigure[];
}

/** Colours a tag may take; its words say the same (colour is never the only signal). */
export const DASHBOARD_TAG_COLORS = ['error', 'warning', 'success', 'processing'] as const;

/** A tag at an item's end: the first whose `when` holds on the item, its text a template of the item's fields. */
export interface DashboardTag {
  when?: JsonLogic;
  text: I18nText;
  color?: (typeof DASHBOARD_TAG_COLORS)[number];
}

/** A link in a block's header to the page that holds all of it, named by its visible label. */
export interface DashboardMoreLink {
  path: string;
  label: I18nText;
}

export interface DashboardListBlock extends ItemsBlock {
  kind: 'list';
  /** The list's heading (`{field}` placeholders filled from the answer); without it the list is labelled by the page title. */
  title?: I18nText;
  empty: I18nText;
  /** A field whose value is shown as a tag, in the page's labels of that field. */
  tag?: string;
  /** Tags at the item's end, the first whose condition holds. */
  tags?: DashboardTag[];
  primary: DashboardTextParts;
  secondary?: DashboardTextParts;
  description?: DashboardTextParts;
  /** A link to the item's screen: the field holding its path, and the link's text. */
  link?: { field: string; label: I18nText };
  /** The link to the full page, described by the list's heading (several lists may say "view all"). */
  more?: DashboardMoreLink;
  /** Only the items on which this json-logic holds (e.g. the open ones of a list endpoint's page). */
  filter?: JsonLogic;
  /** At most this many items, after the filter. */
  limit?: number;
  /**
   * Said in place of the items when the source cannot be read. With it the list also shows its own
   * loading: a slow or refused source holds up no other block. Without it the page says once for all.
   */
  failed?: I18nText;
}

/** A single number of the answer. */
export interface DashboardStatistic {
  title: I18nText;
  /** Dot path of the number in the answer's result; a figure whose value is null (or no number) is not shown. */
  value: string;
  /** An in-app path the figure links to; the link is named by the title and the number. */
  link?: string;
  /** Drawn in the error colour when above 0 (the title says in words what it counts). */
  emphasis?: boolean;
}

export interface DashboardStatisticsBlock extends BlockBase {
  kind: 'statistics';
  /** A heading over the numbers (`{field}` placeholders filled from the answer); the block is then a region. */
  title?: I18nText;
  numbers: DashboardStatistic[];
}

/** One series of a chart: a numeric field of each item (with `category`) or a number array of the answer (with `categories`). */
export interface DashboardChartSeries {
  name: I18nText;
  field?: string;
  values?: string;
}

/** A chart readable as a table (the renderer's chart panel). */
export interface DashboardChartBlock extends BlockBase {
  kind: 'chart';
  title: I18nText;
  chart: ChartKind;
  /** Dot path of the item array (with `category`); without it the answer's result is the array. */
  items?: string;
  /** The field of each item that names its category… */
  category?: string;
  /** …or the dot path of the answer's array of category texts. */
  categories?: string;
  series: DashboardChartSeries[];
  /** Only the items on which this json-logic holds (with `category`), e.g. a pie of the counts above 0. */
  where?: JsonLogic;
  height?: number;
}

export type DashboardBlock =
  DashboardFiguresBlock | DashboardListBlock | DashboardStatisticsBlock | DashboardChartBlock;

export interface DashboardPage {
  $id: string;
  kind: 'dashboard';
  title: I18nText;
  intro?: I18nText;
  /** Who may load the page (a dashboard has no entity whose list code would say it). */
  permission: string;
  /** Texts of field values (field → value → text): figure titles and tags. */
  labels?: Record<string, Record<string, I18nText>>;
  blocks: DashboardBlock[];
}

export interface DashboardProblem {
  path: string;
  detail: string;
}

function logicProblem(rule: JsonLogic | undefined, path: string): DashboardProblem[] {
  if (rule === undefined) return [];
  try {
    assertSafeLogic(rule);
    return [];
  } catch (error) {
    return [{ path, detail: error instanceof Error ? error.message : 'unsafe json-logic' }];
  }
}

function figuresProblems(page: DashboardPage, block: DashboardFiguresBlock, at: string): DashboardProblem[] {
  return block.figures.flatMap((figure, j) => [
    ...logicProblem(figure.when, `${at}/figures/${j}/when`),
    ...(page.labels?.[block.groupBy]?.[figure.value]
      ? []
      : [
          {
            path: `${at}/figures/${j}/value`,
            detail: `no label for ${block.groupBy} "${figure.value}" in /labels`,
          },
        ]),
  ]);
}

function listProblems(page: DashboardPage, block: DashboardListBlock, at: string): DashboardProblem[] {
  const problems = [
    ...logicProblem(block.filter, `${at}/filter`),
    ...(block.tags ?? []).flatMap((tag, j) => logicProblem(tag.when, `${at}/tags/${j}/when`)),
  ];
  if (block.tag !== undefined && !page.labels?.[block.tag])
    problems.push({ path: `${at}/tag`, detail: `no labels for field "${block.tag}" in /labels` });
  return problems;
}

/** A chart reads its categories one way: items' fields with `category`, or the answer's arrays with `categories`. */
function chartProblems(block: DashboardChartBlock, at: string): DashboardProblem[] {
  const byItem = block.category !== undefined;
  const problems = logicProblem(block.where, `${at}/where`);
  if (byItem === (block.categories !== undefined))
    problems.push({
      path: at,
      detail: 'needs either "category" (a field of each item) or "categories" (an array of the answer)',
    });
  else if (!byItem && (block.items !== undefined || block.where !== undefined))
    problems.push({
      path: `${at}/${block.items !== undefined ? 'items' : 'where'}`,
      detail: 'only with "category"',
    });
  block.series.forEach((series, j) => {
    const wanted = byItem ? 'field' : 'values';
    if (series[wanted] === undefined || series[byItem ? 'values' : 'field'] !== undefined)
      problems.push({
        path: `${at}/series/${j}`,
        detail: `a series of a chart by ${byItem ? '"category"' : '"categories"'} names "${wanted}" alone`,
      });
  });
  return problems;
}

function blockProblems(page: DashboardPage, block: DashboardBlock, at: string): DashboardProblem[] {
  switch (block.kind) {
    case 'figures':
      return figuresProblems(page, block, at);
    case 'list':
      return listProblems(page, block, at);
    case 'chart':
      return chartProblems(block, at);
    case 'statistics':
      return [];
  }
}

/**
 * What the meta schema cannot say: every figure and tag value has its label, every rule is safe, a
 * chart reads its categories and series one way.
 */
export function dashboardPageProblems(page: DashboardPage): DashboardProblem[] {
  return page.blocks.flatMap((block, i) => [
    ...logicProblem(block.when, `/blocks/${i}/when`),
    ...logicProblem(block.audience, `/blocks/${i}/audience`),
    ...blockProblems(page, block, `/blocks/${i}`),
  ]);
}

export function isDashboardDeclaration(doc: unknown): boolean {
  return typeof doc === 'object' && doc !== null && (doc as { kind?: unknown }).kind === 'dashboard';
}
