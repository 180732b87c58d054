/**
 * The report page's view: the report's name, its search form, rows in a table with the totals row
 * and the chart panel; searching reads the matching rows.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProvider } from '../test-support/render-with-provider';
import type { MemoryReport } from '../test-support/memory-reports';
import { ReportView } from './ReportView';

const REPORT: MemoryReport = {
  meta: {
    id: 'r9',
    name: '证书统计',
    columns: [
      { title: '业务类型', dataIndex: 'type' },
      { title: '证书数', dataIndex: 'count', numeric: true, total: true },
    ],
    dictOptions: {},
    query: [
      { label: '业务类型', field: 'type', mode: 'single', view: 'text' },
      { label: '证书数', field: 'count', mode: 'group', view: 'number' },
    ],
    chart: { kind: 'bar', category: 'type', value: 'count' },
  },
  rows: [
    { type: '船舶检验', count: 12 },
    { type: '体系认证', count: 7 },
    { type: '产品认证', count: 3 },
  ],
};

function shownTypes(): string[] {
  const table = screen.getByRole('region', { name: '报表数据' });
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelector('td')?.textContent ?? '',
  );
}

describe('report view', () => {
  it('shows the rows with their totals and chart, and searches by text and range', async () => {
    renderWithProvider(<ReportView code="cert_stats" />, { reports: { cert_stats: REPORT } });
    expect(await screen.findByRole('heading', { name: '证书统计' })).toBeTruthy();
    await waitFor(() => expect(shownTypes()).toEqual(['船舶检验', '体系认证', '产品认证']));
    const summary = screen.getByRole('region', { name: '报表数据' }).querySelector('.ant-table-summary');
    expect(summary?.textContent).toContain('22');
    expect(screen.getByText('证书统计 · 证书数')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '证书数 开始' }), '5');
    await userEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(shownTypes()).toEqual(['船舶检验', '体系认证']));
    expect(within(screen.getByRole('region', { name: '报表数据' })).getByText('19')).toBeTruthy();
  });

  it('says the report does not exist', async () => {
    renderWithProvider(<ReportView code="nope" />, { reports: { cert_stats: REPORT } });
    expect(await screen.findByText('报表不存在')).toBeTruthy();
  });
});
