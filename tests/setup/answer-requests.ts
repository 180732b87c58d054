/**
 * DOM tests answer the shell's requests at the HTTP layer (the client's adapter), the way the server would:
 * the component under test, its API module and the request layer all run as in the app. Module mocks
 * (`vi.mock`) are not used for this: DOM suites share a worker's modules, and a module another file
 * imported first cannot be mocked afterwards.
 */
import { afterEach } from 'vitest';
import { http, type Adapter, type PreparedRequest } from '../../src/client/request';

/** What a route answers: the envelope's result, or an Error for a failed call (the envelope's message). */
export type Answer = (config: PreparedRequest) => unknown;

export interface AnsweredRequests {
  /** Every request made so far, in order. */
  calls: PreparedRequest[];
  /** The requests made to one URL. */
  callsTo(url: string): PreparedRequest[];
}

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

/**
 * Answers each request by its URL from `routes` with the server's envelope (an unknown URL answers a
 * failed envelope with code 404, so a call the test did not expect shows as the error the user would
 * see). Restored after each test.
 */
export function answerRequests(routes: Record<string, Answer>): AnsweredRequests {
  const calls: PreparedRequest[] = [];
  const adapter: Adapter = async (config) => {
    calls.push(config);
    const route = config.url === undefined ? undefined : routes[config.url];
    const result = route ? await route(config) : new Error(`no answer for ${config.url}`);
    const data =
      result instanceof Error
        ? { success: false, code: route ? 500 : 404, message: result.message, result: null, timestamp: 0 }
        : { success: true, code: 200, message: '', result, timestamp: 0 };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { calls, callsTo: (url) => calls.filter((c) => c.url === url) };
}
