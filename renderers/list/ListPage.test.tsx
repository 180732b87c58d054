import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const LONG_NAME = '中国合格评定国家认可委员会秘书处';
const rows = [
  {
    id: 'a1',
    name: '张三',
    phone: '13800138000',
    sex: '1',
    sex_dictText: '男',
    createTime: '2024-05-01 08:00:00',
  },
  { id: 'a2', name: LONG_NAME, phone: '13900139000', sex: '2', createTime: '2024-05-02 09:00:00' },
  // 25 contacts in all: three pages of ten.
  ...Array.from({ length: 23 }, (_, i) => ({
    id: `b${i}`,
    name: `联系人${i}`,
    phone: '13700137000',
    createTime: `2024-04-${String(i + 1).padStart(2, '0')} 08:00:00`,
  })),
];

function renderList(permissions: readonly string[]) {
  return renderWithProvider(<ListPage page={demoPage} entity={demoEntity} />, {
    permissions,
    records: { '/demo/contact': rows },
  });
}

// A warning's close timer must not outlive the test's window.
afterEach(() => message.destroy());

describe('ListPage', () => {
  it('shows the first page, newest first, and the total text 共 N 条', async () => {
    const { callsOf } = renderList(['demo:contact:add', 'demo:contact:delete']);
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    // The newest ten: the newest of the others is there, the oldest is on page 3.
    expect(screen.getByText('联系人22')).toBeTruthy();
    expect(screen.queryByText('联系人0')).toBeNull();
    expect(callsOf('getList')[0]?.args[1]).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
      field: 'id,name,phone,sex,createTime',
    });
  });

  it('shows dictionary texts and shortens long cell text to 12 characters with the whole text on hover', async () => {
    renderList([]);
    await screen.findByText('张三');
    // dictionary text from the dictionary when _dictText is absent
    expect(screen.getByText('女')).toBeTruthy();
    const short = `${Array.from(LONG_NAME).slice(0, 12).join('')}...`;
    const cell = screen.getByText(short);
    expect(screen.queryByText(LONG_NAME)).toBeNull();
    await userEvent.hover(cell);
    expect(await screen.findByText(LONG_NAME)).toBeTruthy();
  });

  it('warns 请选择一条记录！ on batch delete without a selection', async () => {
    const { callsOf, records } = renderList(['demo:contact:add', 'demo:contact:delete']);
    await screen.findByText('张三');
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(callsOf('deleteMany')).toEqual([]);
    expect(records('/demo/contact')).toHaveLength(25);
  });

  it('hides buttons the user may not press', async () => {
    renderList(['demo:contact:add']);
    await screen.findByText('张三');
    expect(screen.getByRole('button', { name: /新增/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    const firstRow = screen.getByText('张三').closest('tr') as HTMLElement;
    expect(within(firstRow).queryByText('删除')).toBeNull();
  });

  it('sends the like rule of the query form as *value*, starts again at page 1 and shows the matches', async () => {
    const { callsOf } = renderList([]);
    await screen.findByText('张三');
    await userEvent.type(screen.getByPlaceholderText('请输入姓名'), '张');
    await userEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeTruthy());
    expect(screen.queryByText('联系人0')).toBeNull();
    expect(callsOf('getList').at(-1)?.args[1]).toMatchObject({ name: '*张*', pageNo: '1' });
  });
});
