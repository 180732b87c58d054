import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { setLocale } from './i18n';

afterEach(async () => {
  await act(() => setLocale('zh-CN'));
});

describe('switching the language', () => {
  it('keeps what the user typed: the app is not remounted', async () => {
    await act(() => setLocale('zh-CN'));
    render(
      <AppProviders>
        <label>
          备注
          <input />
        </label>
      </AppProviders>,
    );
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '半填的表单' } });
    await act(() => setLocale('en-US'));
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe('半填的表单');
    await act(() => setLocale('zh-CN'));
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe('半填的表单');
  });
});
