/** The icon picker as an admin uses it on a menu: open the list, search, pick, clear; a typed name the list lacks is flagged. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../src/shared/icons/icon-names';
import { renderWidgetForm } from '../test-support/render-widget-form';

const ICON_FIELD = {
  icon: { type: 'string', title: '菜单图标', maxLength: 100, 'x-widget': 'icon' },
} as const;

describe('icon picker widget', () => {
  it('lists every icon by name, narrows by search, writes the picked name and submits it', async () => {
    const { submit, sent } = renderWidgetForm({ ...ICON_FIELD });
    const choose = await screen.findByRole('button', { name: '选择图标' });
    expect(choose.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(choose);
    const list = screen.getByRole('group', { name: '选择图标' });
    expect(within(list).getAllByRole('button')).toHaveLength(ICON_NAMES.length);
    await userEvent.type(screen.getByRole('textbox', { name: '搜索图标' }), 'safety');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['safety-certificate', 'safety']);
    await userEvent.click(within(list).getByRole('button', { name: 'safety-certificate' }));
    expect((screen.getByLabelText('菜单图标') as HTMLInputElement).value).toBe('safety-certificate');
    expect(screen.queryByRole('group', { name: '选择图标' })).toBeNull();
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ icon: 'safety-certificate' }));
  });

  it('marks the stored icon as chosen, clears it, and flags a typed name the list lacks', async () => {
    renderWidgetForm({ ...ICON_FIELD }, { row: { id: 'r1', icon: 'team' } });
    const input = (await screen.findByLabelText('菜单图标')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('team'));
    await userEvent.click(screen.getByRole('button', { name: '选择图标' }));
    const list = screen.getByRole('group', { name: '选择图标' });
    expect(within(list).getByRole('button', { name: 'team' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '清除图标' }));
    expect(input.value).toBe('');
    await userEvent.type(input, 'rocket');
    const hint = screen.getByText('未知图标，菜单将显示默认图标');
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(hint.id);
  });
});
