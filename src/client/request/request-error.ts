import type { Envelope, FieldError } from '../../shared/envelope';

/**
 * What every failed call rejects with: the HTTP status and, when the server answered, its envelope,
 * so a form can show a 422's per-field errors next to the fields.
 */
export class RequestError extends Error {
  readonly status: number | undefined;
  readonly envelope: Envelope<unknown> | undefined;
  readonly timedOut: boolean;

  constructor(
    message: string,
    options: { status?: number; envelope?: Envelope<unknown>; timedOut?: boolean } = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.status = options.status;
    this.envelope = options.envelope;
    this.timedOut = options.timedOut ?? false;
  }

  /** The 422 answer's per-field errors (empty for any other failure). */
  get fieldErrors(): FieldError[] {
    const result = this.envelope?.result;
    if (this.status !== 422 || !Array.isArray(result)) return [];
    return result.filter(
      (e): e is FieldError =>
        typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
    );
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
