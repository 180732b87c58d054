/**
 * The header's user button at a phone's width: the greeting does not fit beside the bell at 320 px
 * (WCAG 1.4.10 reflow), so only the avatar shows there and the greeting is the button's name.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import { useUserStore } from '../stores/user';
import { answerWindowWidth } from '../../../renderers/test-support/window-width';
import { UserMenu } from './UserMenu';

let restoreWidth: () => void = () => undefined;

/** A window `width` px wide, as the header's breakpoint reads it. */
function windowOf(width: number): void {
  restoreWidth = answerWindowWidth(width);
}

function renderMenu() {
  render(
    <AppProviders>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('user-menu');
}

beforeEach(async () => {
  await act(() => setLocale('zh-CN'));
  useUserStore.setState({ userInfo: { id: '1', username: 'alice', realname: '张三丰' } });
});
afterEach(() => restoreWidth());

describe('the user button', () => {
  it('shows only the avatar on a phone, named by the greeting', () => {
    windowOf(320);
    const button = renderMenu();
    expect(button.textContent).toBe('');
    expect(button.getAttribute('aria-label')).toMatch(/，张三丰$/);
    expect(screen.getByRole('button', { name: /，张三丰$/ })).toBe(button);
  });

  it('shows the greeting beside the avatar on a wider screen', () => {
    windowOf(1366);
    const button = renderMenu();
    expect(button.textContent).toMatch(/，张三丰$/);
    expect(button.hasAttribute('aria-label')).toBe(false);
  });
});
