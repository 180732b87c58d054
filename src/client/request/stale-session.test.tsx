// In jsdom: the session token lives in localStorage.
import { HttpError, type PreparedRequest } from './index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '../feedback/feedback';
import { setFeedback } from '../feedback/feedback';
import { setLocale } from '../i18n';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { local } from '../utils/expiring-storage';
import { http, isRequestError, request } from './index';

let seen: PreparedRequest[] = [];
const notification = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
const original = http.defaults.adapter;

beforeEach(async () => {
  seen = [];
  notification.error.mockClear();
  setFeedback({ notification, message: notification, modal: { error: vi.fn() } } as unknown as Feedback);
  await setLocale('en-US');
});
afterEach(() => {
  http.defaults.adapter = original;
  setFeedback(null);
});

// (The current session's own 401 ending it is show-error.test.ts's.)
describe('a 401 for a session that has already ended here', () => {
  it('is not taken for the current session expiring: no notice, no logout', async () => {
    local.set(STORAGE_KEYS.token, 'old-session');
    let answer: (() => void) | undefined;
    // The request leaves with the old token and is answered 401 only after the user logged out.
    http.defaults.adapter = async (config) => {
      seen.push(config);
      await new Promise<void>((resolve) => (answer = resolve));
      const response = {
        data: { success: false, code: 401, message: 'expired', result: null, timestamp: 1 },
        status: 401,
        statusText: '401',
        headers: {},
        config,
      };
      throw new HttpError('Request failed with status code 401', {
        code: 'ERR_BAD_REQUEST',
        config,
        response,
      });
    };
    const pending = request({ url: '/sys/user/list' }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(seen[0]?.headers['X-Access-Token']).toBe('old-session');
    local.remove(STORAGE_KEYS.token);
    answer?.();
    expect(isRequestError(await pending)).toBe(true);
    expect(notification.error).not.toHaveBeenCalled();
  });
});
