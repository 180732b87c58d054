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
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: '系统提示', description: '拒绝访问' }),
    );
    expect(logout).not.toHaveBeenCalled();
  });

  it('401 with a token says the login expired, then after 1.5 s logs out and reloads — once', async () => {
    const { show, notification, logout, reload } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    show(401);
    show(401);
    expect(notification.error).toHaveBeenCalledTimes(1);
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: '系统提示', description: '很抱歉，登录已过期，请重新登录' }),
    );
    // The notice is left on the page for the user to read: nothing ends before the 1.5 s are over.
    await vi.advanceTimersByTimeAsync(1499);
    expect(logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
  });

  it('401 without a token only tells the user', async () => {
    const { show, notification, logout } = await load();
    show(401, false);
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '很抱歉，登录已过期，请重新登录' }),
    );
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

  // Every error the request layer can show as a notification: each status of SPEC §8's
  // catalogue, with and without the server's own message, a timeout and a network failure.
  const EVERY_NOTIFICATION: Array<{
    label: string;
    status?: number;
    serverMessage?: string;
    timedOut?: boolean;
    hasToken?: boolean;
  }> = [
    { label: '400 with a server message', status: 400, serverMessage: '参数错误' },
    { label: '400 without a message', status: 400 },
    { label: '401 with a token', status: 401 },
    { label: '401 without a token', status: 401, hasToken: false },
    { label: '403', status: 403 },
    { label: '404', status: 404 },
    { label: '409 with a server message', status: 409, serverMessage: '该值不可用，系统中已存在！' },
    { label: '413 with a server message', status: 413, serverMessage: '文件过大' },
    { label: '422 with a server message', status: 422, serverMessage: '校验失败' },
    { label: '429 with a server message', status: 429, serverMessage: '请求过于频繁' },
    { label: '500 with a server message', status: 500, serverMessage: '系统出错了，请稍后重试' },
    {
      label: '500 Token失效 without a token',
      status: 500,
      serverMessage: 'Token失效，请重新登录!',
      hasToken: false,
    },
    { label: '500 without a message', status: 500 },
    { label: '502', status: 502 },
    { label: '503 with a server message', status: 503, serverMessage: '服务暂不可用' },
    { label: '504', status: 504 },
    { label: 'a timeout', timedOut: true },
    { label: 'no answer (network)', status: undefined },
  ];

  it.each(['zh-CN', 'en-US'] as const)('titles every notification 系统提示 (%s)', async (locale) => {
    const expected = locale === 'zh-CN' ? '系统提示' : 'System notice';
    for (const c of EVERY_NOTIFICATION) {
      const { notification, modal } = await load(locale);
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const { showError } = await import('./show-error');
      const { mapRequestError } = await import('./error-map');
      showError(
        mapRequestError({
          status: c.status,
          serverMessage: c.serverMessage,
          timedOut: c.timedOut ?? false,
          hasToken: c.hasToken ?? true,
        }),
      );
      expect(notification.error, c.label).toHaveBeenCalledTimes(1);
      const shown = notification.error.mock.calls[0]?.[0] as { title: string; description: string };
      expect(shown.title, c.label).toBe(expected);
      expect(shown.description, c.label).not.toBe('');
      if (c.serverMessage) expect(shown.description, c.label).toBe(c.serverMessage);
      expect(modal.error, c.label).not.toHaveBeenCalled();
      // An expired session's notice ends in a logout and a reload 1.5 s later: let that happen now,
      // on this case's stubbed window, not on a real timer that fires in a later test file.
      await vi.runAllTimersAsync();
      vi.useRealTimers();
    }
  });

  it('speaks English when the locale is en-US', async () => {
    const { show, notification } = await load('en-US');
    show(404);
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'System notice', description: 'Sorry, the resource was not found!' }),
    );
  });
});
