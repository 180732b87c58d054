/**
 * The list page's switches (an online form's isCheckbox / isPage): `selection: false` shows no
 * checkbox column and no batch delete; `pagination: false` shows no pager and asks for all rows
 * in one read (the server's page size cap), saying so when the query matches more than that.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../src/shared/schema/types';
import { MAX_PAGE_SIZE } from '../../src/shared/query/page-size';
import type { ListParams } from '../data/data-provider';
import { demoEntity as entity, demoPage } from '../test-support/demo-schema';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const PERMISSIONS = ['demo:contact:list', 'demo:contact:add', 'demo:contact:delete', 'demo:contact:edit'];
const contacts = Array.from({ length: 25 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `联系人${String(i + 1).padStart(2, '0')}`,
}));
const listParams = (call: { args: unknown[] } | undefined) => call?.args[1] as ListParams;

const renderList = (page: PageSchema, options: Parameters<typeof renderWithProvider>[1] = {}) =>
  renderWithProvider(<ListPage page={page} entity={entity} />, {
    permissions: PERMISSIONS,
    records: { '/demo/contact': contacts },
    ...options,
  });

describe('list page switches', () => {
  it('with selection false shows no checkbox column and no batch delete', async () => {
    renderList({ ...demoPage, superQuery: false, selection: false });
    // The table as it stands once its rows show (an empty one is drawn anew when they arrive).
    const table = (await screen.findByText('联系人01', {}, { timeout: 15000 })).closest('table')!;
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    // The rest of the page is as before: the add button and the rows' own actions.
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(within(table).getAllByText('删除').length).toBe(10);
  }, 60_000);

  it('without the switch has both (the default)', async () => {
    renderList({ ...demoPage, superQuery: false });
    const table = (await screen.findByText('联系人01', {}, { timeout: 15000 })).closest('table')!;
    expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: /批量删除/ })).toBeTruthy();
    // The pager, with its total.
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(within(table).queryByText('联系人11')).toBeNull();
  }, 60_000);

  it('with pagination false shows every row without a pager, read at the largest page the server allows', async () => {
    const { callsOf } = renderList({ ...demoPage, superQuery: false, pagination: false });
    const table = (await screen.findByText('联系人25', {}, { timeout: 15000 })).closest('table')!;
    expect(within(table).getByText('联系人11')).toBeTruthy();
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
    const reads = callsOf('getList');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads)
      expect(listParams(read)).toMatchObject({ pageNo: '1', pageSize: String(MAX_PAGE_SIZE) });
    expect(screen.queryByRole('status')).toBeNull();
  }, 60_000);

  it('says how many rows it could not show when the query matches more than one read holds', async () => {
    renderList(
      { ...demoPage, superQuery: false, pagination: false },
      {
        override: {
          getList: <R,>() => Promise.resolve(envelope({ records: contacts.slice(0, 3) as R[], total: 1500 })),
        },
      },
    );
    const notice = await screen.findByRole('status', {}, { timeout: 15000 });
    await waitFor(() => expect(notice.textContent).toContain('共 1500 条，仅显示前 1000 条'));
    expect(await screen.findByText('联系人03')).toBeTruthy();
  }, 60_000);
});
