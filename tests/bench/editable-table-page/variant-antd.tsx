/**
 * Bench variant "antd": antd's Table with `virtual` (scroll.y 400), the same rows and an editable
 * control per cell, state held the way antd's editable-cell example holds it (one array, a changed
 * row replaced).
 */
import { App, Checkbox, DatePicker, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { KINDS, SELECT_OPTIONS, makeRows } from './data';

type BenchRow = Record<string, unknown> & { id: string };

function Bench() {
  const [rows, setRows] = useState<BenchRow[]>(() => makeRows() as BenchRow[]);
  const change = useCallback((id: string, key: string, value: unknown) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [key]: value } : row)));
  }, []);
  const columns = useMemo<ColumnsType<BenchRow>>(
    () =>
      KINDS.map((kind, c) => {
        const key = `c${c}`;
        return {
          key,
          dataIndex: key,
          title: `列${c + 1}`,
          width: kind === 'date' ? 135 : 120,
          render: (value: unknown, row: BenchRow) => {
            if (kind === 'select')
              return (
                <Select
                  style={{ width: '100%' }}
                  options={SELECT_OPTIONS}
                  value={value as string}
                  onChange={(v) => change(row.id, key, v)}
                />
              );
            if (kind === 'checkbox')
              return (
                <Checkbox checked={value === true} onChange={(e) => change(row.id, key, e.target.checked)} />
              );
            if (kind === 'date')
              return (
                <DatePicker
                  style={{ width: '100%' }}
                  value={value ? dayjs(value as string) : null}
                  onChange={(d) => change(row.id, key, d?.format('YYYY-MM-DD'))}
                />
              );
            return (
              <Input value={String(value ?? '')} onChange={(e) => change(row.id, key, e.target.value)} />
            );
          },
        };
      }),
    [change],
  );
  return (
    <Table<BenchRow>
      virtual
      rowKey="id"
      pagination={false}
      scroll={{ x: 2500, y: 400 }}
      dataSource={rows}
      columns={columns}
      rowSelection={{}}
    />
  );
}

export function variantElement() {
  return (
    <App>
      <Bench />
    </App>
  );
}

export const scrollerSelector = '.ant-table-tbody-virtual-holder';
export const rowSelector = '.ant-table-row';
export const headerSelector = '';
