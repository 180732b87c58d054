/**
 * Built-in widgets whose antd parts (TreeSelect, Upload) few forms use, loaded when a form that
 * shows one opens: a form of text fields (the 200-field bench, most entity forms) never downloads
 * them. builtins.ts maps the widget names to these wrappers; each takes the same props.
 *
 * The form starts every load its fields need before it renders (preloadWidgets, from EntityForm)
 * and waits for them in one Suspense, so it appears whole, as it did when they were in its chunk,
 * instead of control by control.
 */
import type { Widget, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { isSuspendingLazy, suspendingLazy, type SuspendingLazy } from '../suspending-lazy';

/** A widget whose code is fetched on first use; `preload` starts (or returns) that fetch. */
export type LazyWidget = SuspendingLazy<WidgetProps>;

export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>, name: string): LazyWidget {
  return suspendingLazy(load, name);
}

/** Starts loading the lazy widgets among `names` (a form's `ui:widget` values); resolves when all are in. */
export function preloadWidgets(
  names: Iterable<unknown>,
  widgets: Readonly<Record<string, Widget>>,
): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const name of names) {
    const widget = typeof name === 'string' && Object.hasOwn(widgets, name) ? widgets[name] : undefined;
    if (isSuspendingLazy(widget)) loads.push(widget.preload());
  }
  return Promise.all(loads);
}

export const DepartSelectWidget = lazyWidget(
  () => import('./DepartSelectWidget').then((m) => m.DepartSelectWidget),
  'DepartSelectWidget',
);
export const PermissionTreeWidget = lazyWidget(
  () => import('./PermissionTreeWidget').then((m) => m.PermissionTreeWidget),
  'PermissionTreeWidget',
);
// The file list, or its popup variant (FilePopupWidget.tsx), which loads the list with it.
export const FileUploadWidget = lazyWidget(
  () => import('./FilePopupWidget').then((m) => m.FileWidget),
  'FileUploadWidget',
);
export const ImageUploadWidget = lazyWidget(
  () => import('./UploadWidget').then((m) => m.ImageUploadWidget),
  'ImageUploadWidget',
);
// The divisions' data comes with this chunk (area-divisions.ts), not with the form.
export const AreaLinkageWidget = lazyWidget(
  () => import('./AreaLinkageWidget').then((m) => m.AreaLinkageWidget),
  'AreaLinkageWidget',
);
// tiptap and CodeMirror are large: their chunks load only with a form that shows them.
export const RichTextWidget = lazyWidget(
  () => import('./RichTextWidget').then((m) => m.RichTextWidget),
  'RichTextWidget',
);
export const CodeWidget = lazyWidget(() => import('./CodeWidget').then((m) => m.CodeWidget), 'CodeWidget');
// Tree selects over a table's tree and the category dictionary: antd TreeSelect.
export const TreeSelectWidget = lazyWidget(
  () => import('./TreeSelectWidget').then((m) => m.TreeSelectWidget),
  'TreeSelectWidget',
);
export const CategoryTreeWidget = lazyWidget(
  () => import('./CategoryTreeWidget').then((m) => m.CategoryTreeWidget),
  'CategoryTreeWidget',
);
// The editable table (renderers/editable-table) with its virtualiser loads with the first table shown.
export const EditableTableWidget = lazyWidget(
  () => import('../editable-table/EditableTableWidget').then((m) => m.EditableTableWidget),
  'EditableTableWidget',
);
// The Quartz cron editor (renderers/widgets/cron) with its next-run computation loads when a cron field first shows.
export const CronWidget = lazyWidget(
  () => import('./cron/CronWidget').then((m) => m.CronWidget),
  'CronWidget',
);

// antd's date and time pickers (with dayjs and @rc-component/picker, the largest of these), selects,
// and the smaller controls: each loads with the first form that shows it.
export const DateWidget = lazyWidget(() => import('./DateWidget').then((m) => m.DateWidget), 'DateWidget');
export const DateTimeWidget = lazyWidget(
  () => import('./DateWidget').then((m) => m.DateTimeWidget),
  'DateTimeWidget',
);
export const TimeWidget = lazyWidget(() => import('./DateWidget').then((m) => m.TimeWidget), 'TimeWidget');
export const SelectWidget = lazyWidget(
  () => import('./SelectWidget').then((m) => m.SelectWidget),
  'SelectWidget',
);
export const MultiSelectWidget = lazyWidget(
  () => import('./SelectWidget').then((m) => m.MultiSelectWidget),
  'MultiSelectWidget',
);
export const DictSearchWidget = lazyWidget(
  () => import('./DictSearchWidget').then((m) => m.DictSearchWidget),
  'DictSearchWidget',
);
export const SearchSelectWidget = lazyWidget(
  () => import('./DictSearchWidget').then((m) => m.SearchSelectWidget),
  'SearchSelectWidget',
);
export const RoleSelectWidget = lazyWidget(
  () => import('./RoleSelectWidget').then((m) => m.RoleSelectWidget),
  'RoleSelectWidget',
);
export const RadioWidget = lazyWidget(
  () => import('./RadioWidget').then((m) => m.RadioWidget),
  'RadioWidget',
);
export const CheckboxWidget = lazyWidget(
  () => import('./CheckboxWidget').then((m) => m.CheckboxWidget),
  'CheckboxWidget',
);
export const SwitchWidget = lazyWidget(
  () => import('./SwitchWidget').then((m) => m.SwitchWidget),
  'SwitchWidget',
);
export const RateWidget = lazyWidget(() => import('./RateWidget').then((m) => m.RateWidget), 'RateWidget');
export const IconPickerWidget = lazyWidget(
  () => import('./IconPickerWidget').then((m) => m.IconPickerWidget),
  'IconPickerWidget',
);
export const TagsWidget = lazyWidget(() => import('./TagsWidget').then((m) => m.TagsWidget), 'TagsWidget');
export const AvatarCropWidget = lazyWidget(
  () => import('./AvatarCropWidget').then((m) => m.AvatarCropWidget),
  'AvatarCropWidget',
);
export const DragVerifyWidget = lazyWidget(
  () => import('./DragVerifyWidget').then((m) => m.DragVerifyWidget),
  'DragVerifyWidget',
);
export const PasswordStrengthWidget = lazyWidget(
  () => import('./PasswordStrengthWidget').then((m) => m.PasswordStrengthWidget),
  'PasswordStrengthWidget',
);
