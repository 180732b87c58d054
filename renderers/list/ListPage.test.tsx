import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope, fakeServices } from '../test-support/fake-services';
import { ListPage } from './ListPage';

const rows = [
  {
    id: 'a1',
    name: '张三',
    phone: '13800138000',
    sex: '1',
    sex_dictText: '男',
    createTime: '2024-05-01 08:00:00',
  },
  {
    id: 'a2',
    name: '中国合格评定国家认可委员...',
    phone: '13900139000',
    sex: '2',
    createTime: '2024-05-02 09:00:00',
  },
];

function listHandler(config: { url: string }) {
  if (config.url === '/demo/contact/list')
    return envelope({ records: rows, total: 25, size: 10, current: 1, pages: 3 });
  return undefined;
}

describe('ListPage', () => {
  it('shows the rows from the list call and the total text 共 N 条', async () => {
    const { wrap, calls } = fakeServices(listHandler, ['demo:contact:add', 'demo:contact:delete']);
    render(wrap(<ListPage page={demoPage} entity={demoEntity} />));
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    // dictionary text from the dictionary when _dictText is absent; long text shortened to 12
    expect(screen.getByText('女')).toBeTruthy();
    expect(screen.getByText('中国合格评定国家认可委员...')).toBeTruthy();
    const list = calls.find((c) => c.url === '/demo/contact/list');
    expect(list?.params).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
      field: 'id,name,phone,sex,createTime',
    });
  });

  it('warns 请选择一条记录！ on batch delete without a selection', async () => {
    const { wrap, calls } = fakeServices(listHandler, ['demo:contact:add', 'demo:contact:delete']);
    render(wrap(<ListPage page={demoPage} entity={demoEntity} />));
    await screen.findByText('张三');
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('hides buttons the user may not press', async () => {
    const { wrap } = fakeServices(listHandler, ['demo:contact:add']);
    render(wrap(<ListPage page={demoPage} entity={demoEntity} />));
    await screen.findByText('张三');
    expect(screen.getByRole('button', { name: /新增/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    const firstRow = screen.getByText('张三').closest('tr') as HTMLElement;
    expect(within(firstRow).queryByText('删除')).toBeNull();
  });

  it('sends the like rule of the query form as *value* and starts again at page 1', async () => {
    const { wrap, calls } = fakeServices(listHandler, []);
    render(wrap(<ListPage page={demoPage} entity={demoEntity} />));
    await screen.findByText('张三');
    await userEvent.type(screen.getByPlaceholderText('请输入姓名'), '张');
    await userEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/demo/contact/list').at(-1)?.params).toMatchObject({
        name: '*张*',
        pageNo: '1',
      }),
    );
  });
});
