/**
 * The popup of the tab bar's "…" (the tabs that do not fit). rc-tabs puts each tab's × button
 * inside its role="option" (axe nested-interactive, serious: an option may hold no control, and a
 * negative tabindex does not hide one from axe) and names the listbox "expanded dropdown" in English
 * whatever the UI language. Here the options hold the tab's title alone, as JeecgBoot's tab bar had
 * them: a tab picked from the popup (mouse, or arrows and Enter) scrolls into view with its × and
 * closes there, or from the keyboard with Delete on the tab. The listbox is named in the UI
 * language. The dropdown hands this element its ref (it focuses the menu on Tab), which goes on
 * to the menu, as if it had been the popup itself.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

type MenuProps = { 'aria-label'?: string; ref?: Ref<unknown>; children?: ReactNode };
type ItemProps = { children?: ReactNode };

interface Props {
  /** rc-tabs' menu (its props are not typed for a popupRender). */
  menu: ReactElement;
  label: string;
  ref?: Ref<unknown>;
}

/** An option of the popup without its × button. */
function withoutButton(item: ReactNode): ReactNode {
  if (!isValidElement<ItemProps>(item)) return item;
  const content = Children.toArray(item.props.children).filter(
    (child) => !(isValidElement(child) && child.type === 'button'),
  );
  return cloneElement(item, undefined, ...content);
}

export function TabMorePopup({ menu, label, ref }: Props) {
  const element = menu as ReactElement<MenuProps>;
  const items = Children.map(element.props.children, withoutButton);
  return cloneElement(element, { 'aria-label': label, ...(ref ? { ref } : {}) }, items);
}
