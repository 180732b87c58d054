/**
 * Which pages the layout keeps mounted (SPEC §2 "keep-alive routes remembered"): the page of every
 * open tab stays mounted, hidden unless it is the current location, so a list page keeps its
 * query, page, sort and selection across tab switches. Closing a tab drops its page; "refresh"
 * changes its key, which remounts only that page.
 */
export interface KeptPage {
  /** The tab's path (a location pathname, as the tab bar keys it). */
  path: string;
  /** React key: path plus the tab's refresh count. */
  key: string;
  visible: boolean;
}

/**
 * @param tabs open tabs in tab-bar order
 * @param current pathname of the location being shown, or undefined when no page is shown
 * @param refreshKeys refresh count per tab path
 * @param keepAlive whether a tab's page is kept while hidden (the menu's `meta.keepAlive`); a page
 *   that is not kept remounts on every visit, as in JeecgBoot
 */
export function keptPages(
  tabs: readonly string[],
  current: string | undefined,
  refreshKeys: Readonly<Record<string, number>>,
  keepAlive: (path: string) => boolean = () => true,
): KeptPage[] {
  const kept = tabs.filter((path) => path === current || keepAlive(path));
  // The location leads the tab store by one render (the tab is opened in an effect), and parent
  // routes that only redirect never get a tab: the current page is shown either way.
  const paths = current === undefined || kept.includes(current) ? kept : [...kept, current];
  return paths.map((path) => ({
    path,
    key: `${path}#${refreshKeys[path] ?? 0}`,
    visible: path === current,
  }));
}
