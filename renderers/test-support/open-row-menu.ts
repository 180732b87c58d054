/**
 * Opens a row's 更多 menu with a click and waits for what the user then sees: the menu open with the
 * focus in it. The menu takes the focus a few frames after it opens (antd's Dropdown, autoFocus,
 * which does not cancel that when the menu closes first): an entry clicked before then had its
 * confirmation's 确定 focused and then lost the focus to the closed menu. A person's click never
 * beats those frames; a test's did, on a fast run. (A menu whose entries are all disabled takes no
 * focus: open that one without this.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export async function openRowMenu(row: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(row).getByRole('button', { name: '更多' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}
