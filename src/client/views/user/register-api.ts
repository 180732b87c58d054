/** The calls of the register page (issue 7): the uniqueness check while typing and the registration. */
import type { Envelope } from '../../../shared/envelope';
import { isRequestError, mapRequestError, request } from '../../request';
import { showError } from '../../request/show-error';

const BUSINESS_STATUSES = new Set([400, 409, 422, 429]);

/**
 * Business refusals (400/409/422/429) come back as the envelope for the form to show on its
 * fields; any other failure is shown as SPEC §8 says and then rejects.
 */
async function businessCall<T>(config: Parameters<typeof request>[0]): Promise<Envelope<T>> {
  try {
    return await request<T>({ ...config, skipErrorHandler: true });
  } catch (error) {
    if (isRequestError(error) && error.envelope && error.status !== undefined && BUSINESS_STATUSES.has(error.status)) {
      return error.envelope as Envelope<T>;
    }
    showError(
      mapRequestError({
        status: isRequestError(error) ? error.status : undefined,
        serverMessage: isRequestError(error) ? error.envelope?.message : undefined,
        timedOut: isRequestError(error) ? error.timedOut : false,
        hasToken: false,
      }),
    );
    throw error;
  }
}

export type UniqueAccountField = 'username' | 'email' | 'phone';

/** GET /sys/user/checkOnlyUser?<field>=<value>: success when free, 409 with the message when taken. */
export function checkOnlyUser(field: string, value: string): Promise<Envelope<unknown>> {
  return businessCall({ url: '/sys/user/checkOnlyUser', method: 'GET', params: { [field]: value } });
}

export interface RegisterAnswer {
  companyId: string;
  userId: string;
  username: string;
}

/** POST /sys/user/register with the form's fields and the slider token. */
export function registerCompany(data: Record<string, unknown>): Promise<Envelope<RegisterAnswer | null>> {
  return businessCall({ url: '/sys/user/register', method: 'POST', data });
}
