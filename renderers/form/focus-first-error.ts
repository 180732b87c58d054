/**
 * A refused submit (the form's own rules found errors) takes the user to the first field in error,
 * in the order the form shows its fields: scrolled into view and focused. Otherwise a long form in a
 * drawer shows its message out of sight and the focus stays on 提交, so neither a sighted user nor a
 * screen reader learns why nothing happened (WCAG 3.3.1).
 */

// What a user can focus: the widgets' inputs, antd's comboboxes and buttons, editable cells.
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/** Hidden from the user now: a kept tab pane of a tabbed form, an element hidden by an ancestor. */
function isShown(element: Element): boolean {
  return element.closest('[hidden], [aria-hidden="true"], .ant-tabs-tabpane-hidden') === null;
}

/** The control to focus for a marked element: itself, its widget that says it is invalid, or its first control. */
function controlOf(marked: Element): HTMLElement | null {
  if (marked.matches(FOCUSABLE) && marked instanceof HTMLElement) return marked;
  const invalid = marked.querySelector('[aria-invalid="true"]');
  const inner = invalid && (invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector(FOCUSABLE));
  if (inner instanceof HTMLElement) return inner;
  return marked.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * The control of the first field in error, in document order: a field framed as erroneous
 * (FieldTemplate) or a widget or cell that says it is invalid (aria-invalid). Fields shown now come
 * first (a tabbed form opens the tab with the first error; a hidden one is the fallback).
 */
export function firstFieldInError(form: ParentNode): HTMLElement | null {
  const marked = form.querySelectorAll('.rf-field-has-error, [aria-invalid="true"]');
  const controls = [...marked].map(controlOf).filter((c): c is HTMLElement => c !== null);
  return controls.find(isShown) ?? controls[0] ?? null;
}

/** Scrolls the first field in error into the middle of its scrolling box (the drawer, the page) and focuses it. */
export function focusFirstError(form: HTMLElement | null): void {
  const control = form ? firstFieldInError(form) : null;
  if (!control) return;
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}
