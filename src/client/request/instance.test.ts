import { HttpError, type Adapter, type PreparedRequest } from './index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '../feedback/feedback';
import { setFeedback } from '../feedback/feedback';
import { setLocale } from '../i18n';
import { http, isRequestError, request, REQUEST_TIMEOUT_MS } from './index';

let seen: PreparedRequest[] = [];
const notification = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
const original = http.defaults.adapter;

function respond(status: number, data: unknown): Adapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new HttpError(`Request failed with status code ${status}`, {
        code: 'ERR_BAD_REQUEST',
        config,
        response,
      });
    return response;
  };
}

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

describe('request', () => {
  it('resolves with the envelope and sends language, tenant and _t', async () => {
    http.defaults.adapter = respond(200, {
      success: true,
      code: 200,
      message: 'ok',
      result: [1],
      timestamp: 1,
    });
    const answer = await request<number[]>({ url: '/sys/user/list', params: { pageNo: 2 } });
    expect(answer.result).toEqual([1]);
    const config = seen[0];
    expect(config?.headers['Accept-Language']).toBe('en-US');
    expect(config?.headers['tenant-id']).toBe('0');
    expect(config?.params).toMatchObject({ pageNo: 2, _t: expect.any(Number) });
    expect(config?.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('leaves _t off dictionary look-ups', async () => {
    http.defaults.adapter = respond(200, { success: true, code: 200, message: '', result: [], timestamp: 1 });
    await request({ url: '/sys/dict/getDictItems/sex' });
    expect(seen[0]?.params).toBeUndefined();
  });

  it('rejects a 422 with the envelope and its field errors, after showing the message', async () => {
    const envelope = {
      success: false,
      code: 422,
      message: 'Check the form',
      result: [{ field: 'email', message: 'bad email' }],
      timestamp: 1,
    };
    http.defaults.adapter = respond(422, envelope);
    const failure: unknown = await request({ url: '/sys/user/add', method: 'POST', data: {} }).catch(
      (e: unknown) => e,
    );
    expect(isRequestError(failure)).toBe(true);
    if (!isRequestError(failure)) return;
    expect(failure.status).toBe(422);
    expect(failure.envelope).toEqual(envelope);
    expect(failure.fieldErrors).toEqual([{ field: 'email', message: 'bad email' }]);
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'System notice', description: 'Check the form' }),
    );
  });

  it('shows nothing when the caller handles failures itself', async () => {
    http.defaults.adapter = respond(409, {
      success: false,
      code: 409,
      message: 'exists',
      result: null,
      timestamp: 1,
    });
    await expect(request({ url: '/x', method: 'POST', skipErrorHandler: true })).rejects.toMatchObject({
      status: 409,
    });
    expect(notification.error).not.toHaveBeenCalled();
  });
});
