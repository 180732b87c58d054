/** Picking from antd selects and tree selects as a person does: one click to open, one on the option. */
import type { Locator, Page } from 'playwright-core';

/**
 * The open dropdown once it stands where it stays: rc-trigger first renders it off screen, aligns it
 * under its select and marks it with its slide-in class (instant under reduced motion) until then.
 */
export const settledDropdown = (page: Page): Locator =>
  page.locator('.ant-select-dropdown:visible:not([class*="ant-slide-"])');

/**
 * Opens `select` and clicks the entry titled `title` (an option, or a tree node with `entry`), each
 * once; the caller waits for what the choice shows.
 */
export async function pickFromSelect(
  page: Page,
  select: Locator,
  title: string,
  entry = '.ant-select-item-option',
): Promise<void> {
  await select.click();
  await settledDropdown(page).locator(`${entry}[title="${title}"]`).click();
}
