/** /user/register-result names the company page as the menu does, in either language. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import RegisterResultPage from './RegisterResultPage';

function renderResult() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[{ pathname: '/user/register-result', state: { username: 'acme01' } }]}>
        <RegisterResultPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('register result', () => {
  it("names the company page by the menu's title", async () => {
    await act(() => setLocale('zh-CN'));
    renderResult();
    expect(await screen.findByText('在“企业信息”中填写公司信息；')).toBeTruthy();
    expect(screen.queryByText(/我的公司/)).toBeNull();
  });

  it('in English too', async () => {
    await act(() => setLocale('en-US'));
    renderResult();
    expect(await screen.findByText('fill in the company information under Company info;')).toBeTruthy();
    await act(() => setLocale('zh-CN'));
  });
});
