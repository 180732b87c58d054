/** The modal pickers as lazy widgets: one chunk (./index) fetched when a form first shows any of them. */
import { lazyWidget } from '../lazy-widgets';

const load = () => import('./index');

export const UserSelectWidget = lazyWidget(() => load().then((m) => m.UserSelectWidget), 'UserSelectWidget');
export const DepartTreeModalWidget = lazyWidget(
  () => load().then((m) => m.DepartTreeModalWidget),
  'DepartTreeModalWidget',
);
export const PositionSelectWidget = lazyWidget(
  () => load().then((m) => m.PositionSelectWidget),
  'PositionSelectWidget',
);
export const ListSelectWidget = lazyWidget(() => load().then((m) => m.ListSelectWidget), 'ListSelectWidget');
export const PopupWidget = lazyWidget(() => load().then((m) => m.PopupWidget), 'PopupWidget');
