/**
 * A list row's action by its name: a row shows its first three actions as links and the others
 * under 更多 (More), so a test names the action and this finds it either way, as a user would.
 */
import type { Locator } from 'playwright-core';

const MORE = /^(更多|More)$/;

/** The open 更多 menu (antd keeps closed ones in the document, hidden). */
export function openRowMenu(row: Locator): Locator {
  return row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
}

/** Clicks the row's action `name`: its link when shown, else the entry of its 更多 menu. */
export async function clickRowAction(row: Locator, name: string): Promise<void> {
  const actions = row.locator('.renderer-row-actions').first();
  // The row's actions render with the row: once they are there, a missing link means the menu.
  await actions.waitFor({ state: 'visible' });
  const link = actions.getByRole('button', { name, exact: true });
  if ((await link.count()) > 0) {
    await link.first().click();
    return;
  }
  await actions.getByRole('button', { name: MORE }).click();
  await openRowMenu(row).getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Whether the row offers the action `name` (as a link or in its 更多 menu, which is opened to look
 * and closed again). For polls such as "颁发证书 is offered once the decision is recorded".
 */
export async function rowActionOffered(row: Locator, name: string): Promise<boolean> {
  const actions = row.locator('.renderer-row-actions').first();
  if ((await actions.count()) === 0) return false;
  if ((await actions.getByRole('button', { name, exact: true }).count()) > 0) return true;
  const more = actions.getByRole('button', { name: MORE });
  if ((await more.count()) === 0) return false;
  await more.click();
  const menu = openRowMenu(row);
  await menu.waitFor({ state: 'visible' });
  const offered = (await menu.getByRole('menuitem', { name, exact: true }).count()) > 0;
  await row.page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return offered;
}
