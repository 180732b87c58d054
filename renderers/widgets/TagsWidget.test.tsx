/** The tags input as a person types into it: a semicolon after every two characters (SPEC §5). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgetForm } from '../test-support/render-widget-form';

describe('tags widget', () => {
  it('adds a semicolon after every two characters typed, shows the tags and submits the text', async () => {
    const { submit, sent } = renderWidgetForm({
      tags: { type: 'string', title: '标签', maxLength: 100, 'x-widget': 'tags' },
    });
    const input = await screen.findByLabelText('标签');
    await userEvent.type(input, 'abcde');
    expect((input as HTMLInputElement).value).toBe('ab;cd;e');
    expect(screen.getByText('ab')).toBeTruthy();
    expect(screen.getByText('cd')).toBeTruthy();
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect((input as HTMLInputElement).value).toBe('ab;cd');
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ tags: 'ab;cd' }));
  });

  it('tells assistive technology the rule', async () => {
    renderWidgetForm({ tags: { type: 'string', title: '标签', 'x-widget': 'tags' } });
    const input = await screen.findByLabelText('标签');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('每输入两个字符自动添加分号');
  });
});
