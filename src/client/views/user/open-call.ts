/**
 * POST to an open endpoint of the login pages, resolving with the server's envelope whatever the
 * outcome (refusals, 422 field errors, 429), so the page shows the server's own words in place;
 * only a failure without any answer rejects. The request layer's dialogs stay out of it.
 */
import type { Envelope } from '../../../shared/envelope';
import { isRequestError, post } from '../../request';

export async function postOpen<T>(url: string, body: object): Promise<Envelope<T>> {
  try {
    return await post<T>(url, body, { skipErrorHandler: true });
  } catch (error) {
    if (isRequestError(error) && error.envelope) return error.envelope as Envelope<T>;
    throw error;
  }
}

/** The per-field messages of a 422 answer (empty for anything else). */
export function fieldErrorsOf(answer: Envelope<unknown>): Array<{ field: string; message: string }> {
  if (String(answer.code) !== '422' || !Array.isArray(answer.result)) return [];
  return answer.result.filter(
    (e): e is { field: string; message: string } =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as { field?: unknown }).field === 'string' &&
      typeof (e as { message?: unknown }).message === 'string',
  );
}
