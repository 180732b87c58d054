import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '../feedback/feedback';

interface ModalConfig {
  title: string;
  content: string;
  okText: string;
  onOk: () => Promise<void>;
}

// show-error keeps a once-per-session flag: every test gets fresh modules.
async function load(locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  vi.resetModules();
  const reload = vi.fn();
  vi.stubGlobal('window', { location: { reload } });
  const i18n = await import('../i18n');
  await i18n.setLocale(locale);
  const logout = vi.fn(async () => undefined);
  (await import('./session-bridge')).registerLogout(logout);
  const notification = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
  const modal = { error: vi.fn() };
  const fake = { notification, modal, message: notification } as unknown as Feedback;
  (await import('../feedback/feedback')).setFeedback(fake);
  const { showError } = await import('./show-error');
  const { mapRequestError } = await import('./error-map');
  const show = (status: number | undefined, hasToken = true, serverMessage?: string) =>
    showError(mapRequestError({ status, hasToken, serverMessage, timedOut: false }));
  return { show, notification, modal, logout, reload };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('showing request errors', () => {
  it('403 is a notification 拒绝访问 titled 系统提示', async () => {
    const { show, notification, logout } = await load();
    show(403);
    expect(notification.error).toHaveBeenCalledWith(expect.objectContaining({ title: '系统提示', description: '拒绝访问' }));
    expect(logout).not.toHaveBeenCalled();
  });

  it('401 with a token says the login expired, logs out and reloads after 1.5 s — once', async () => {
    const { show, notification, logout, reload } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    show(401);
    show(401);
    expect(notification.error).toHaveBeenCalledTimes(1);
    expect(notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: '很抱歉，登录已过期，请重新登录' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('401 without a token only tells the user', async () => {
    const { show, notification, logout } = await load();
    show(401, false);
    expect(notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: '很抱歉，登录已过期，请重新登录' }));
    expect(logout).not.toHaveBeenCalled();
  });

  it('500 Token失效 opens the 登录已过期 modal; 重新登录 logs out and reloads', async () => {
    const { show, modal, logout, reload, notification } = await load();
    show(500, true, 'Token失效，请重新登录!');
    expect(notification.error).not.toHaveBeenCalled();
    const config = modal.error.mock.calls[0]?.[0] as ModalConfig;
    expect([config.title, config.okText]).toEqual(['登录已过期', '重新登录']);
    await config.onOk();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks English when the locale is en-US', async () => {
    const { show, notification } = await load('en-US');
    show(404);
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'System notice', description: 'Sorry, the resource was not found!' }),
    );
  });
});
