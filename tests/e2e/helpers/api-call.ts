/** A JSON call to the server under test with a session token, as the browser's request layer makes it. */
import type { Envelope } from './session';

export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}
