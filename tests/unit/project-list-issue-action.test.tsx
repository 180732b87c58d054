/**
 * 颁发证书 on the project list (a row action of kind `form` posting to /isps/certificate/issue) is
 * guarded by the code its server route checks, isps:certificate:issue: staff without it do not see
 * the button (the route would answer 403), staff with it do, once the project has its decision.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../src/shared/schema/load-fs';
import { ListPage } from '../../renderers/list/ListPage';
import { memoryServices } from '../../renderers/test-support/render-with-provider';

const registry = loadRegistry();
const page = registry.pages.get('isps-project-list')!;
const entity = registry.entities.get('isps_project')!.schema;
const records = {
  '/isps/project': [
    {
      id: 'p1',
      projectNo: 'P2026010001',
      projectName: '体系认证项目',
      stageCode: 'decision',
      decisionDate: '2026-01-10',
    },
    { id: 'p2', projectNo: 'P2026010002', projectName: '审核中项目', stageCode: 'stage2_audit' },
  ],
};

function renderList(permissions: string[]) {
  const s = memoryServices({ records, permissions });
  render(s.wrap(<ListPage page={page} entity={entity} />));
}

const rowOf = async (no: string) => (await screen.findByText(no)).closest('tr') as HTMLElement;

/** A row's actions: its links, then the entries of its 更多 menu (opened to read them). */
async function actionsOf(row: HTMLElement): Promise<string[]> {
  const links = within(row)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');
  const more = within(row).queryByRole('button', { name: '更多' });
  if (!more) return links;
  await userEvent.click(more);
  await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
  // Each row's menu is added at the end of the body when first opened: this row's is the last.
  const menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown [role="menu"]')].at(
    -1,
  ) as HTMLElement;
  const entries = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
  await userEvent.click(more);
  return [...links.filter((l) => l !== '更多'), ...entries];
}

describe('颁发证书 on the project list', () => {
  it('is hidden from staff without isps:certificate:issue', async () => {
    renderList(['isps:project:list', 'isps:project:advance']);
    const row = await rowOf('P2026010001');
    // 推进阶段 comes first (the page's `order`), then the others in the page's order.
    const actions = await actionsOf(row);
    expect(actions.slice(0, 3)).toEqual(['推进阶段', '详情', '受理告知书']);
    expect(actions).not.toContain('颁发证书');
  });

  it('is shown to staff holding it, on a project with its decision', async () => {
    renderList(['isps:project:list', 'isps:certificate:issue']);
    expect(await actionsOf(await rowOf('P2026010001'))).toContain('颁发证书');
  });

  it('is not offered on a project without its decision, even to staff holding it', async () => {
    renderList(['isps:project:list', 'isps:certificate:issue']);
    expect(await actionsOf(await rowOf('P2026010002'))).not.toContain('颁发证书');
  });
});
