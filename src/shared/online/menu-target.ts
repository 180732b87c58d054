/**
 * The one rule of how a menu entry opens an online screen: the component and the path a
 * menu gets for a published online form or an online report. The menu screen's server hook writes
 * them from the admin's choice, the "add a menu" actions of the form and report lists use them, and
 * the shell opens a report from its row with the same path; the shell's router
 * (src/client/router/online-screens.ts) reads them back with the same route names.
 */
export type OnlineMenuKind = 'form' | 'report';

export interface OnlineMenuTarget {
  kind: OnlineMenuKind;
  code: string;
}

/** JeecgBoot's route names of the online screens (`/online/<name>/:code`). */
export const ONLINE_FORM_ROUTE = 'cgformList';
export const ONLINE_FORM_ROUTES = [
  ONLINE_FORM_ROUTE,
  'cgformTreeList',
  'cgformErpList',
  'cgformTabList',
  'cgformInnerTableList',
] as const;
export const ONLINE_REPORT_ROUTE = 'cgreport';

/** A form's code is its table name; a report's code the report's (letters, digits, _ and -). */
export const ONLINE_FORM_CODE = /^[a-z][a-z0-9_]{0,63}$/;
export const ONLINE_REPORT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function isOnlineMenuKind(value: unknown): value is OnlineMenuKind {
  return value === 'form' || value === 'report';
}

export function validOnlineCode(kind: OnlineMenuKind, code: string): boolean {
  return (kind === 'form' ? ONLINE_FORM_CODE : ONLINE_REPORT_CODE).test(code);
}

/** The columns of the menu entry that opens the screen: component, path and component name. */
export function onlineMenuColumns(target: OnlineMenuTarget): {
  component: string;
  url: string;
  componentName: string;
} {
  const route = target.kind === 'form' ? ONLINE_FORM_ROUTE : ONLINE_REPORT_ROUTE;
  return {
    component: `online/${route}`,
    url: `/online/${route}/${target.code}`,
    componentName: `online-${route}-${target.code}`,
  };
}

/** The path of the screen (a shell tab opens at it). */
export function onlineScreenPath(target: OnlineMenuTarget): string {
  return onlineMenuColumns(target).url;
}

/**
 * Which online screen a stored entry opens, read back for the menu form: the derived component with
 * the code in its path, or a hand-typed one naming the route with the code (`/online/cgformList/equip`).
 * Undefined for anything else (hand-typed JeecgBoot components keep working, only not as a choice).
 */
export function onlineMenuTargetOf(
  component: string | null | undefined,
  url: string | null | undefined,
): OnlineMenuTarget | undefined {
  const routes = [...ONLINE_FORM_ROUTES, ONLINE_REPORT_ROUTE].join('|');
  const parsed = new RegExp(`^/?online/(${routes})(?:/([^/:][^/]*))?/?$`).exec((component ?? '').trim());
  if (!parsed?.[1]) return undefined;
  const kind: OnlineMenuKind = parsed[1] === ONLINE_REPORT_ROUTE ? 'report' : 'form';
  const fromPath = new RegExp(`^/online/${parsed[1]}/([^/:][^/]*)/?$`).exec((url ?? '').trim())?.[1];
  const code = parsed[2] ?? fromPath;
  return code !== undefined && validOnlineCode(kind, code) ? { kind, code } : undefined;
}
