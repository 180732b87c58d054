/**
 * Two editable tables joined to one in-memory live channel (the /vxeSocket relay without the
 * network): a committed edit in one patches the same row in the other, not while that row is being
 * edited there, and a patch received is never sent back.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RendererProvider } from '../context';
import { createMemoryLiveTables, type MemoryLiveTables } from '../test-support/memory-live-tables';
import { memoryServices } from '../test-support/render-with-provider';
import { normaliseColumns } from './columns';
import { EditableTable } from './EditableTable';
import type { Row } from './types';

const COLUMNS = normaliseColumns([
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
  {
    key: 'level',
    title: '等级',
    type: 'select',
    options: [
      { value: 'a', text: 'A' },
      { value: 'b', text: 'B' },
    ],
  },
]);

const ROWS = (): Row[] => [
  { id: 'r1', name: '甲', qty: 1, level: 'a' },
  { id: 'r2', name: '乙', qty: 2, level: 'a' },
];

/** Each table's latest rows, by its label (what its form would save). */
const latestRows = new Map<string, Row[]>();
const rowsOf = (label: string) => latestRows.get(label) ?? [];

function Table({ label, initial }: { label: string; initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  latestRows.set(label, rows);
  return (
    <EditableTable
      label={label}
      value={rows}
      columns={COLUMNS}
      disabledRows={{ locked: 'Y' }}
      liveKey="page.root_table"
      onChange={setRows}
    />
  );
}

function renderPair(channel: MemoryLiveTables, secondRows: Row[] = ROWS()) {
  const services = { ...memoryServices().services, liveTables: channel };
  return render(
    <App>
      <RendererProvider services={services}>
        <Table label="甲方" initial={ROWS()} />
        <Table label="乙方" initial={secondRows} />
      </RendererProvider>
    </App>,
  );
}

const grid = (name: string) => within(screen.getByRole('grid', { name }));
const cell = (table: string, name: string) => grid(table).getByRole('textbox', { name }) as HTMLInputElement;

afterEach(cleanup);

describe('live editable table', () => {
  it('patches the same row in the other table when a typed edit is committed, and never echoes', async () => {
    const channel = createMemoryLiveTables();
    renderPair(channel);
    expect(channel.members('page.root_table')).toBe(2);

    const mine = cell('甲方', '名称 1');
    await userEvent.clear(mine);
    await userEvent.type(mine, '丙');
    // Still typing: nothing has gone out yet.
    expect(cell('乙方', '名称 1').value).toBe('甲');
    expect(channel.sent).toEqual([]);

    await userEvent.tab();
    expect(cell('乙方', '名称 1').value).toBe('丙');
    // Only the row's id and the field that changed went out; the other row and fields are untouched.
    expect(channel.sent).toEqual([{ key: 'page.root_table', rows: [{ id: 'r1', name: '丙' }] }]);
    expect(cell('乙方', '名称 2').value).toBe('乙');
    expect(cell('乙方', '数量 1').value).toBe('1');

    // Focus through the other table's patched row without editing: still no echo.
    await userEvent.click(cell('乙方', '名称 1'));
    await userEvent.tab();
    expect(channel.sent).toHaveLength(1);
  });

  it('does not patch a row being edited there, a read-only row or a field no column shows; ignores unknown rows', async () => {
    const channel = createMemoryLiveTables();
    renderPair(channel, [...ROWS(), { id: 'r3', name: '丁', locked: 'Y' }]);

    // The second user is in row 1 of their table.
    const theirs = cell('乙方', '名称 1');
    await userEvent.click(theirs);
    const link = channel.join('page.root_table', () => undefined);
    act(() =>
      link.send([
        { id: 'r1', name: '远方' },
        { id: 'r2', qty: 9, approved: true },
        { id: 'unknown', name: '无' },
        { id: 'r3', locked: 'Y', name: '改不了' },
      ]),
    );
    expect(theirs.value).toBe('甲');
    expect(cell('乙方', '数量 2').value).toBe('9');
    expect(cell('甲方', '名称 1').value).toBe('远方');
    expect(grid('甲方').queryByDisplayValue('无')).toBeNull();
    expect(grid('乙方').queryByDisplayValue('无')).toBeNull();
    // Only the table's columns are taken: a field no column shows is not set behind the user's back.
    expect(rowsOf('乙方').find((row) => row.id === 'r2')).toEqual({
      id: 'r2',
      name: '乙',
      qty: 9,
      level: 'a',
    });
    // A row read-only here (disabledRows) is not patched either.
    expect(cell('乙方', '名称 3').value).toBe('丁');
    link.leave();
  });

  it('sends a pick at once and clears a patched cell’s error', async () => {
    const channel = createMemoryLiveTables();
    renderPair(channel, [{ id: 'r1', name: '', qty: 1, level: 'a' }, ...ROWS().slice(1)]);
    // An empty required name shows its message once touched in the second table.
    const empty = cell('乙方', '名称 1');
    await userEvent.type(empty, 'x');
    await userEvent.clear(empty);
    expect(grid('乙方').getByRole('alert').textContent).toMatch(/\S/);
    await userEvent.tab();
    channel.sent.length = 0;

    await userEvent.click(grid('甲方').getAllByRole('combobox')[1]!);
    await userEvent.click(await screen.findByTitle('B'));
    expect(channel.sent).toEqual([{ key: 'page.root_table', rows: [{ id: 'r2', level: 'b' }] }]);

    const link = channel.join('page.root_table', () => undefined);
    act(() => link.send([{ id: 'r1', name: '戊' }]));
    expect(cell('乙方', '名称 1').value).toBe('戊');
    expect(grid('乙方').queryByRole('alert')).toBeNull();
    link.leave();
  });

  it('leaves the channel when the table goes', () => {
    const channel = createMemoryLiveTables();
    const view = renderPair(channel);
    view.unmount();
    expect(channel.members('page.root_table')).toBe(0);
  });
});
