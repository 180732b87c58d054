/**
 * A call whose business refusals belong to the caller (a form shows them on its fields, a dialog in
 * its alert): an answer with one of `statuses` and an envelope comes back as that envelope; any other
 * failure is shown as SPEC §8 says and then rethrown.
 */
import type { Envelope } from '../../shared/envelope';
import { isRequestError } from './request-error';
import { mapRequestError } from './error-map';
import { showError } from './show-error';

export function businessRefusal<T>(
  error: unknown,
  statuses: ReadonlySet<number>,
  hasToken: boolean,
): Envelope<T> {
  if (isRequestError(error) && error.envelope && error.status !== undefined && statuses.has(error.status))
    return error.envelope as Envelope<T>;
  showError(
    mapRequestError({
      status: isRequestError(error) ? error.status : undefined,
      serverMessage: isRequestError(error) ? error.envelope?.message : undefined,
      timedOut: isRequestError(error) ? error.timedOut : false,
      hasToken,
    }),
  );
  throw error;
}
