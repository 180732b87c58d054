/** The settings drawer from the keyboard: opened from its header button, every control reachable and labelled. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import { useSettingsStore } from '../stores/settings';
import { useUserStore } from '../stores/user';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { SettingsButton } from './SettingsButton';

// user-event's arrow keys in a radio group use CSS.escape, which jsdom lacks.
globalThis.CSS ??= { escape: (value: string) => value.replace(/([^\w-])/g, '\\$1') } as typeof CSS;

// No jest-dom here: read what assistive technology reads (properties and ARIA attributes).
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
const on = (name: string) => switchOf(name).getAttribute('aria-checked') === 'true';

beforeEach(async () => {
  await act(() => setLocale('zh-CN'));
  useUserStore.setState({ userInfo: { id: 'u-staff', username: 'staff', userType: 'staff' } });
  useSettingsStore.getState().reset();
  render(
    <AppProviders>
      <AntdApp>
        <SettingsButton />
      </AntdApp>
    </AppProviders>,
  );
});

describe('settings drawer', () => {
  it('is offered to staff and administrators, never to customers', async () => {
    expect(screen.getByRole('button', { name: '界面设置' })).toBeTruthy();
    for (const userType of ['customer_main', 'customer_sub']) {
      act(() => useUserStore.setState({ userInfo: { id: 'u-customer', username: 'customer', userType } }));
      await waitFor(() => expect(screen.queryByRole('button', { name: '界面设置' })).toBeNull());
      expect(document.body.textContent).not.toContain('仅开发环境预览');
    }
    act(() => useUserStore.setState({ userInfo: { id: 'u-admin', username: 'admin', userType: 'admin' } }));
    expect(await screen.findByRole('button', { name: '界面设置' })).toBeTruthy();
  });

  it('speaks Chinese only in Chinese', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '界面设置' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).not.toMatch(/Header/);
  });

  it('opens from the keyboard and is labelled a development-only preview', async () => {
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '界面设置' }));
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).toContain('仅开发环境预览');
    for (const name of [
      '亮色菜单',
      '暗色菜单',
      '拂晓蓝',
      '酱紫',
      '侧边栏导航',
      '顶部栏导航',
      '固定',
      '流式',
    ]) {
      expect(radio(name).type).toBe('radio');
    }
    for (const name of ['固定页头', '下滑时隐藏页头', '固定侧边菜单', '色弱模式', '多页签模式']) {
      expect(switchOf(name).tagName).toBe('BUTTON');
    }
  });

  it('changes the colour and the navigation with arrow keys, and enables what top navigation allows', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '界面设置' }));
    await screen.findByRole('dialog');
    expect(radio('流式').disabled).toBe(true);
    expect(switchOf('固定侧边菜单').disabled).toBe(false);

    screen.getByRole('radio', { name: '拂晓蓝' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(radio('薄暮').checked).toBe(true);
    expect(useSettingsStore.getState().primaryColor).toBe('#F5222D');

    screen.getByRole('radio', { name: '侧边栏导航' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('顶部栏导航').checked).toBe(true);
    await waitFor(() => expect(radio('流式').disabled).toBe(false));
    expect(switchOf('固定侧边菜单').disabled).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shellSettings) ?? '{}').value).toMatchObject({
      navigation: 'top',
      primaryColor: '#F5222D',
    });
  });

  it('switches with the space key; hide-on-scroll waits for a fixed header', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '界面设置' }));
    await screen.findByRole('dialog');
    const hide = switchOf('下滑时隐藏页头');
    expect(hide.disabled).toBe(true);
    expect(document.getElementById(hide.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '需先固定页头',
    );

    screen.getByRole('switch', { name: '固定页头' }).focus();
    await user.keyboard(' ');
    expect(on('固定页头')).toBe(true);
    await waitFor(() => expect(switchOf('下滑时隐藏页头').disabled).toBe(false));

    screen.getByRole('switch', { name: '色弱模式' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.documentElement.classList.contains('color-weak')).toBe(true));
    await user.click(screen.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(document.documentElement.classList.contains('color-weak')).toBe(false));
    expect(useSettingsStore.getState().fixedHeader).toBe(false);
  });
});
