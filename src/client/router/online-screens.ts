/**
 * Menu items that open online screens without code (SPEC §2): an item whose component is
 * one of JeecgBoot's online list components, or the route itself, opens the built-in list screen of
 * the published form `<code>` (schema page `online-<code>`) or the report screen of report `<code>`.
 * The code is in the component (`/online/cgformList/equip`) or, for a component without one
 * (`modules/online/cgform/auto/OnlCgformAutoList`, `online/cgformList`, `/online/cgformList/:code`),
 * the last segment of the opened path (the menu item's path `/online/cgformList/equip`, or a
 * location matched by a parameterised path `/online/cgformList/:code`). The tree, ERP, tab and inner-table variants render
 * the same list page: the page carries its own theme, as publishing made it (`tree`; `subTableView` panel
 * for the ERP theme, expand for the inner table), so a menu naming another variant's route cannot change it.
 */
import {
  ONLINE_FORM_CODE as FORM_CODE,
  ONLINE_FORM_ROUTES as FORM_ROUTES,
  ONLINE_REPORT_CODE as REPORT_CODE,
  ONLINE_REPORT_ROUTE as REPORT_ROUTE,
} from '../../shared/online/menu-target';

export type OnlineScreen = { kind: 'form'; code: string; pageId: string } | { kind: 'report'; code: string };

/** JeecgBoot's component paths (ant-design-vue-jeecg views), which menus made for it name. */
const FORM_COMPONENTS = new Set([
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList',
  'modules/online/cgform/auto/erp/OnlCgformErpList',
  'modules/online/cgform/auto/tab/OnlCgformTabList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
  'modules/online/cgform/auto/default/OnlineAutoList',
]);
const REPORT_COMPONENTS = new Set([
  'modules/online/cgreport/auto/OnlCgreportAutoList',
  'modules/online/cgreport/OnlCgreportAutoList',
]);

const ROUTE = new RegExp(`^/?online/(${[...FORM_ROUTES, REPORT_ROUTE].join('|')})(?:/([^/]+))?/?$`);

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function screen(kind: 'form' | 'report', code: string | undefined): OnlineScreen | undefined {
  if (code === undefined) return undefined;
  if (kind === 'form') return FORM_CODE.test(code) ? { kind, code, pageId: `online-${code}` } : undefined;
  return REPORT_CODE.test(code) ? { kind, code } : undefined;
}

function kindOfRoute(name: string): 'form' | 'report' {
  return name === REPORT_ROUTE ? 'report' : 'form';
}

/** The last segment of the opened path: the code of a component that names none. */
function lastSegment(pathname: string): string | undefined {
  const last = pathname
    .split('/')
    .filter((s) => s !== '')
    .at(-1);
  return last === undefined ? undefined : decoded(last);
}

/** The online screen a menu component opens at this path, or undefined for any other component. */
export function onlineScreen(component: string, pathname: string): OnlineScreen | undefined {
  const route = ROUTE.exec(component.trim());
  if (route?.[1]) {
    const literal = route[2] && !route[2].startsWith(':') ? decoded(route[2]) : undefined;
    return screen(kindOfRoute(route[1]), literal ?? lastSegment(pathname));
  }
  const kind = FORM_COMPONENTS.has(component)
    ? 'form'
    : REPORT_COMPONENTS.has(component)
      ? 'report'
      : undefined;
  return kind ? screen(kind, lastSegment(pathname)) : undefined;
}
