/**
 * A row shows at most VISIBLE_ROW_ACTIONS of its actions as links, the first ones in the page's
 * order (a page puts its main ones first with `rowActions.order`); the others go under 更多 (More).
 * Six or seven links took half a 1366 px screen and hid the row's own data behind a sideways scroll.
 */
import { actionsColumnWidth } from './build-columns';

export const VISIBLE_ROW_ACTIONS = 3;

/** Room for the 更多 trigger's down arrow and its gap, besides its label. */
const MORE_ICON_WIDTH = 16;

export interface SplitActions<T> {
  shown: T[];
  more: T[];
}

/** The row's actions as shown links and menu entries; a row with a few more than the limit still gets a menu. */
export function splitRowActions<T>(items: readonly T[], max: number = VISIBLE_ROW_ACTIONS): SplitActions<T> {
  if (items.length <= max) return { shown: [...items], more: [] };
  return { shown: items.slice(0, max), more: items.slice(max) };
}

/**
 * Width of the actions column for the rows on screen: what the widest row shows (its links, and
 * 更多 when it has a menu), never the width all actions would take side by side.
 */
export function splitActionsWidth(rowsLabels: readonly (readonly string[])[], moreLabel: string): number {
  const widthOf = (labels: readonly string[]): number => {
    const { shown, more } = splitRowActions(labels);
    return more.length > 0
      ? actionsColumnWidth([...shown, moreLabel]) + MORE_ICON_WIDTH
      : actionsColumnWidth(shown);
  };
  return rowsLabels.reduce((widest, labels) => Math.max(widest, widthOf(labels)), 0);
}
