/**
 * A dashboard page (`kind: "dashboard"`): a titled page of blocks over JSON answers the server already
 * gives (e.g. GET /sys/dashboard/work). It names no entity; its own permission says who may load it.
 * Blocks say where their items are and which fields to show; the renderer knows no business entity.
 */
import type { I18nText, JsonLogic } from './types';
import { assertSafeLogic } from '../linkage/safe-logic';

/**
 * Texts of a block's item, each part a template of `{field}` placeholders (`{field|datetime}` shows a
 * date-time in the reader's locale); parts are joined with " · ", and a part whose fields are all
 * empty is left out.
 */
export type DashboardTextParts = readonly string[];

interface BlockBase {
  /** A GET path answering the envelope whose result holds the block's items (the caller's session). */
  source: string;
  /** Dot path of the item array inside the answer's result. */
  items: string;
  /** Shown only when this json-logic holds on the answer's result (e.g. staff only). */
  when?: JsonLogic;
  /** Shown only to users holding this code. */
  permission?: string;
  /** Columns of 24 the block takes on a wide screen (default 24). */
  span?: number;
}

/** One count: the items whose `groupBy` field equals `value`, titled by the page's labels. */
export interface DashboardFigure {
  value: string;
  when?: JsonLogic;
}

export interface DashboardFiguresBlock extends BlockBase {
  kind: 'figures';
  title?: I18nText;
  groupBy: string;
  figures: DashboardFigure[];
}

export interface DashboardListBlock extends BlockBase {
  kind: 'list';
  /** The list's heading; without it the list is labelled by the page title. */
  title?: I18nText;
  empty: I18nText;
  /** A field whose value is shown as a tag, in the page's labels of that field. */
  tag?: string;
  primary: DashboardTextParts;
  secondary?: DashboardTextParts;
  description?: DashboardTextParts;
  /** A link to the item's screen: the field holding its path, and the link's text. */
  link?: { field: string; label: I18nText };
}

export type DashboardBlock = DashboardFiguresBlock | DashboardListBlock;

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

/** What the meta schema cannot say: every figure and tag value has its label, every rule is safe. */
export function dashboardPageProblems(page: DashboardPage): DashboardProblem[] {
  const problems: DashboardProblem[] = [];
  page.blocks.forEach((block, i) => {
    problems.push(...logicProblem(block.when, `/blocks/${i}/when`));
    if (block.kind === 'figures') {
      block.figures.forEach((figure, j) => {
        problems.push(...logicProblem(figure.when, `/blocks/${i}/figures/${j}/when`));
        if (!page.labels?.[block.groupBy]?.[figure.value])
          problems.push({
            path: `/blocks/${i}/figures/${j}/value`,
            detail: `no label for ${block.groupBy} "${figure.value}" in /labels`,
          });
      });
    } else if (block.tag !== undefined && !page.labels?.[block.tag]) {
      problems.push({ path: `/blocks/${i}/tag`, detail: `no labels for field "${block.tag}" in /labels` });
    }
  });
  return problems;
}

export function isDashboardDeclaration(doc: unknown): boolean {
  return typeof doc === 'object' && doc !== null && (doc as { kind?: unknown }).kind === 'dashboard';
}
