/** GET /sys/permission/getCustomerMenu → menu store (route table) and permission lists. */
import { withFeedback } from '../feedback/feedback';
import { translate } from '../i18n';
import { apiBase } from '../config/runtime';
import { get } from '../request';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import type { PermissionItem } from '../stores/user-types';
import type { MenuItem } from './menu-types';
import { buildRouteTable } from './route-table';

interface MenuAnswer {
  menu?: unknown;
  auth?: PermissionItem[];
  allAuth?: PermissionItem[];
}

export class EmptyMenuError extends Error {}

let inFlight: Promise<void> | null = null;

async function fetchAndStore(): Promise<void> {
  const answer = await get<MenuAnswer>('/sys/permission/getCustomerMenu');
  const menu = answer.result?.menu;
  // SPEC §8: the menu must be a non-empty array, else the load is rejected.
  if (!Array.isArray(menu) || menu.length === 0) {
    const text = translate('request.menuEmpty');
    withFeedback((f) => f.notification.error({ title: translate('request.title'), description: text }));
    throw new EmptyMenuError(text);
  }
  const items = menu as MenuItem[];
  useUserStore.getState().setPermissions(answer.result.auth ?? [], answer.result.allAuth ?? []);
  const routes = buildRouteTable(items, { apiBase: apiBase(), origin: window.location.origin });
  useMenuStore.getState().setMenu(items, routes);
}

/** One fetch at a time, however many components ask (StrictMode runs effects twice). */
export function loadMenu(): Promise<void> {
  inFlight ??= fetchAndStore().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
