/** The calls of the register page: the uniqueness check while typing and the registration. */
import type { UniqueAccountField } from '../../../shared/account/unique-fields';
import type { Envelope } from '../../../shared/envelope';
import { request } from '../../request';
import { businessRefusal } from '../../request/business-refusal';

// 403: the uniqueness check refused for want of a live slider token (it expired): shown on the field.
const BUSINESS_STATUSES = new Set([400, 403, 409, 422, 429]);

/**
 * Business refusals (400/403/409/422/429) come back as the envelope for the form to show on its
 * fields; any other failure is shown as SPEC §8 says and then rejects.
 */
async function businessCall<T>(config: Parameters<typeof request>[0]): Promise<Envelope<T>> {
  try {
    return await request<T>({ ...config, skipErrorHandler: true });
  } catch (error) {
    return businessRefusal<T>(error, BUSINESS_STATUSES, false);
  }
}

/**
 * GET /sys/user/checkOnlyUser?<field>=<value>: success when free, 409 with the message when taken.
 * The server answers only within a registration whose slider has passed (its token in the
 * x-slider-token header); before that nothing is asked and the value counts as free for now: the
 * form checks again when the slider passes, and the registration itself checks once more.
 */
export function checkOnlyUser(
  field: UniqueAccountField,
  value: string,
  data: Record<string, unknown>,
): Promise<Envelope<unknown>> {
  const sliderToken = data.sliderToken;
  if (typeof sliderToken !== 'string' || sliderToken === '') {
    return Promise.resolve({ success: true, code: 200, message: '', result: null, timestamp: Date.now() });
  }
  return businessCall({
    url: '/sys/user/checkOnlyUser',
    method: 'GET',
    params: { [field]: value },
    headers: { 'x-slider-token': sliderToken },
  });
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
