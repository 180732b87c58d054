/**
 * Dictionary search selects (SPEC §9): dictSearch asks 300 ms after the last keystroke with the
 * page size, searchSelect 800 ms with size 10 (timers faked: counted, not slept); a refusal warns
 * with the server message (SPEC §8); a stored key shows its dictionary text.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../test-support/memory-provider';
import { renderWidgetForm } from '../test-support/render-widget-form';

const PRIORITY = [
  { value: 'H', text: '高', textEn: 'High' },
  { value: 'M', text: '中', textEn: 'Medium' },
  { value: 'L', text: '低', textEn: 'Low' },
];

function renderSearch(
  widget: 'dictSearch' | 'searchSelect',
  extra: Parameters<typeof renderWidgetForm>[1] = {},
) {
  return renderWidgetForm(
    {
      level: {
        type: 'string',
        title: '级别',
        'x-dict': 'priority',
        'x-widget': widget,
        'x-widget-options': { pageSize: 5 },
      },
    },
    { dicts: { priority: PRIORITY }, ...extra },
  );
}

/** Types the keyword letter by letter, as keystrokes arriving together. */
function typeFast(input: HTMLElement, word: string) {
  for (let i = 1; i <= word.length; i += 1) fireEvent.change(input, { target: { value: word.slice(0, i) } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('dictSearch and searchSelect', () => {
  it.each([
    ['dictSearch', 300, 5],
    ['searchSelect', 800, 10],
  ] as const)('%s asks once, %i ms after the last keystroke, for %i items', async (widget, delay, size) => {
    const { callsOf } = renderSearch(widget);
    const input = await screen.findByLabelText('级别');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeFast(input, '高中');
    act(() => vi.advanceTimersByTime(delay - 1));
    expect(callsOf('searchDict')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(callsOf('searchDict').map((c) => c.args)).toEqual([['priority', '高中', size]]);
    vi.useRealTimers();
  });

  it('shows the found items and submits the picked key', async () => {
    const { sent, submit } = renderSearch('dictSearch');
    const input = await screen.findByLabelText('级别');
    fireEvent.change(input, { target: { value: '低' } });
    const option = await screen.findByTitle('低');
    fireEvent.click(option);
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ level: 'L' }));
  });

  it('warns with the server message when a search is refused', async () => {
    renderSearch('searchSelect', {
      override: { searchDict: () => Promise.resolve(refusal('字典表不存在', 400, [])) },
    });
    const input = await screen.findByLabelText('级别');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(await screen.findByText('字典表不存在', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('names a stored key by its dictionary text before any search', async () => {
    const { callsOf } = renderSearch('dictSearch', { row: { id: 'w1', level: 'M' } });
    await waitFor(() => expect(document.querySelector('.ant-select [title="中"]')).toBeTruthy());
    expect(callsOf('loadDictTexts').map((c) => c.args)).toEqual([['priority', ['M']]]);
  });
});
