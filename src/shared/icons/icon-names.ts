/**
 * The icons a menu entry (or any schema) may name, in antd's kebab case: one list that the menus
 * check (schema/menus.ts), the icon map of the renderers (renderers/icons/named-icons.tsx, typed by
 * it) and the icon picker read, so a menu file cannot name an icon the shell does not draw.
 */
export const ICON_NAMES = [
  'account-book',
  'apartment',
  'appstore',
  'audit',
  'bank',
  'bar-chart',
  'bell',
  'book',
  'calendar',
  'cloud',
  'cluster',
  'contacts',
  'container',
  'dashboard',
  'database',
  'desktop',
  'edit',
  'experiment',
  'file',
  'file-done',
  'file-search',
  'file-text',
  'folder',
  'form',
  'global',
  'history',
  'home',
  'idcard',
  'inbox',
  'key',
  'link',
  'lock',
  'mail',
  'menu',
  'message',
  'notification',
  'profile',
  'project',
  'question-circle',
  'reconciliation',
  'safety-certificate',
  'safety',
  'schedule',
  'search',
  'setting',
  'shop',
  'smile',
  'solution',
  'star',
  'table',
  'team',
  'tool',
  'unordered-list',
  'user',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES);

/**
 * `BarChartOutlined`, `bar-chart-o`, ` Bar-Chart ` → `bar-chart`: names as antd writes them in kebab
 * case, also when given as the component name or in JeecgBoot's old `-o` form.
 */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/-o$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The list's name for `name` in any of the spellings iconKey accepts, or undefined. */
export function iconNameOf(name: string | undefined): IconName | undefined {
  if (!name) return undefined;
  const key = iconKey(name);
  return KNOWN.has(key) ? (key as IconName) : undefined;
}
