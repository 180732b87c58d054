/**
 * Dictionary choices and the time picker: multiSelect stores comma-joined keys, radio and checkbox
 * read a `dictCode` option (JeecgBoot's name), time shows and keeps HH:mm:ss.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgetForm } from '../test-support/render-widget-form';

const PRIORITY = [
  { value: 'H', text: '高', textEn: 'High' },
  { value: 'M', text: '中', textEn: 'Medium' },
  { value: 'L', text: '低', textEn: 'Low' },
];

describe('dictionary choice widgets', () => {
  it('multiSelect shows stored keys by text and submits the choices comma-joined', async () => {
    const { submit, sent } = renderWidgetForm(
      {
        levels: {
          type: 'string',
          title: '级别',
          maxLength: 50,
          'x-dict': 'priority',
          'x-widget': 'multiSelect',
        },
      },
      { dicts: { priority: PRIORITY }, row: { id: 'w1', levels: 'H' } },
    );
    const input = await screen.findByLabelText('级别');
    await waitFor(() => expect(document.querySelector('.ant-select [title="高"]')).toBeTruthy());
    await userEvent.click(input);
    await userEvent.click(await screen.findByTitle('低'));
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ levels: 'H,L' }));
  });

  it('radio and checkbox take their items from the dictCode option', async () => {
    const { submit, sent } = renderWidgetForm(
      {
        one: {
          type: 'string',
          title: '单选',
          'x-widget': 'radio',
          'x-widget-options': { dictCode: 'priority' },
        },
        many: {
          type: 'string',
          title: '多选',
          maxLength: 50,
          'x-widget': 'checkbox',
          'x-widget-options': { dictCode: 'priority' },
        },
      },
      { dicts: { priority: PRIORITY } },
    );
    const radios = await screen.findByRole('radiogroup', { name: '单选' });
    await userEvent.click(await within(radios).findByLabelText('中'));
    const boxes = screen.getByRole('group', { name: '多选' });
    await userEvent.click(within(boxes).getByLabelText('高'));
    await userEvent.click(within(boxes).getByLabelText('低'));
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ one: 'M', many: 'H,L' }));
  });

  it('time shows a stored HH:mm:ss and keeps a typed one', async () => {
    const { submit, sent } = renderWidgetForm(
      { at: { type: 'string', title: '时间', maxLength: 8, 'x-widget': 'time' } },
      { row: { id: 'w1', at: '08:30:00' } },
    );
    const input = (await screen.findByLabelText('时间')) as HTMLInputElement;
    expect(input.value).toBe('08:30:00');
    await userEvent.clear(input);
    await userEvent.type(input, '17:45:10');
    fireEvent.keyDown(input, { key: 'Enter' });
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ at: '17:45:10' }));
  });
});
