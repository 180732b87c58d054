/**
 * The app's signals to a list: `revision` (the rows changed elsewhere) reads them again with the same
 * query and page, and a shell row action's `rowFields` are asked for with the columns and reach the
 * app's handler with the row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderWithProvider } from '../test-support/render-with-provider';
import type { ListParams } from '../data/data-provider';
import { ListPage } from './ListPage';

const records = {
  '/demo/contact': [
    { id: 'a1', name: '张三', phone: '13800000001', code: 'C1' },
    { id: 'a2', name: '李四', phone: '13800000002', code: 'C2' },
  ],
};

describe('a list told that its rows changed', () => {
  it('reads them again with the same query when the revision changes, not before', async () => {
    const setup = renderWithProvider(<ListPage page={demoPage} entity={demoEntity} revision={0} />, {
      records,
    });
    await screen.findByText('张三');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '张');
    await userEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    await waitFor(() => expect(setup.callsOf('getList')).toHaveLength(2));
    setup.records('/demo/contact')[0]!.name = '张三丰';
    setup.rerender(setup.wrap(<ListPage page={demoPage} entity={demoEntity} revision={0} />));
    expect(setup.callsOf('getList')).toHaveLength(2);

    setup.rerender(setup.wrap(<ListPage page={demoPage} entity={demoEntity} revision={1} />));
    expect(await screen.findByText('张三丰')).toBeTruthy();
    const lists = setup.callsOf('getList');
    expect(lists).toHaveLength(3);
    expect((lists[2]!.args[1] as ListParams).name).toBe('*张*');
  });
});

describe('a shell row action naming rowFields', () => {
  const page: PageSchema = {
    ...demoPage,
    columns: [{ field: 'name' }],
    rowActions: [
      {
        kind: 'shell',
        key: 'open',
        label: { 'zh-CN': '查看', 'en-US': 'View' },
        rowFields: ['code'],
      },
    ],
  };

  it('asks for those fields and hands them to the handler', async () => {
    const open = vi.fn();
    const setup = renderWithProvider(<ListPage page={page} entity={demoEntity} pageActions={{ open }} />, {
      records,
    });
    const row = (await screen.findByText('李四')).closest('tr') as HTMLElement;
    const fields = String((setup.callsOf('getList')[0]!.args[1] as ListParams).field).split(',');
    expect(fields).toEqual(expect.arrayContaining(['id', 'name', 'code']));
    expect(fields).not.toContain('phone');
    await userEvent.click(within(row).getByRole('button', { name: '查看' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 'a2', code: 'C2' }));
  });
});
