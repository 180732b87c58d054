/** The chart block: the chart is an image with a summary of its figures; the table view lists them. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ChartPanel } from './ChartPanel';

const props = {
  title: '申请状态',
  kind: 'bar' as const,
  categories: ['草稿', '已提交', '已受理'],
  series: [
    { name: '申请', data: [2, 5, 1] },
    { name: '项目', data: [0, 3, 7] },
  ],
};

describe('ChartPanel', () => {
  it('shows the chart as an image summarising every figure', async () => {
    renderWithProvider(<ChartPanel {...props} />);
    const image = await screen.findByRole('img', { name: /申请状态/ });
    expect(image.getAttribute('aria-label')).toBe(
      '申请状态：草稿 申请 2, 项目 0；已提交 申请 5, 项目 3；已受理 申请 1, 项目 7',
    );
  });

  it('lists the same figures in the table view', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ChartPanel {...props} />);
    await user.click(await screen.findByText('表格'));
    const table = await screen.findByRole('table', { name: '申请状态' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['草稿', '2', '0'],
      ['已提交', '5', '3'],
      ['已受理', '1', '7'],
    ]);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '类别',
      '申请',
      '项目',
    ]);
  });

  it('says there is no data when there are no categories', async () => {
    renderWithProvider(
      <ChartPanel {...props} kind="pie" categories={[]} series={[{ name: '证书', data: [] }]} />,
    );
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /申请状态/ })).toBeNull();
  });
});

describe('ChartPanel summary of a long report', () => {
  it('names the first 30 categories and how many more; the table lists them all', async () => {
    const user = userEvent.setup();
    const categories = Array.from({ length: 35 }, (_, i) => `类${i + 1}`);
    renderWithProvider(
      <ChartPanel
        title="报表"
        kind="line"
        categories={categories}
        series={[{ name: '数量', data: categories.map((_, i) => i) }]}
      />,
    );
    const label = (await screen.findByRole('img', { name: /报表/ })).getAttribute('aria-label') ?? '';
    expect(label.startsWith('报表：类1 0；类2 1')).toBe(true);
    expect(label.endsWith('类30 29；另有 5 项')).toBe(true);
    await user.click(screen.getByText('表格'));
    expect((await screen.findByRole('table', { name: '报表' })).querySelectorAll('tbody tr')).toHaveLength(
      35,
    );
  });
});
