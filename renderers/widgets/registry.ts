/**
 * The widget registry: a name → component map handed to rjsf as `widgets`. The schema names a
 * widget with `x-widget` (default from type/format/x-dict, widget-name.ts); the app registers its
 * own (pickers, cron editor, rich text) with registerWidget in one line.
 */
import type { Widget } from '@rjsf/utils';

const widgets = new Map<string, Widget>();
let version = 0;

export function registerWidget(name: string, component: Widget): void {
  widgets.set(name, component);
  version += 1;
}

export function registryVersion(): number {
  return version;
}

export function registeredWidgets(): Record<string, Widget> {
  return Object.fromEntries(widgets);
}

export function hasWidget(name: string): boolean {
  return widgets.has(name);
}
