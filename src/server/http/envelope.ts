/** Builders of the response envelope (docs/contracts.md): `code` is always set. */
import type { Envelope, FieldError } from '../../shared/envelope';
import { CATALOGUE } from '../../shared/messages/catalogue';

/** zh-CN only: ok() has no request to read the language from; routes that know it pass their own. */
export const DEFAULT_OK_MESSAGE = CATALOGUE.operationOk['zh-CN'];

export function ok<T>(result: T, message: string = DEFAULT_OK_MESSAGE): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/**
 * The text of `ok(result, message)` around a result already serialised (an answer kept in memory):
 * the same keys in the same order as JSON.stringify of ok(), with this moment's timestamp.
 */
export function okJson(resultJson: string, message: string = DEFAULT_OK_MESSAGE): string {
  return `{"success":true,"message":${JSON.stringify(message)},"code":200,"result":${resultJson},"timestamp":${Date.now()}}`;
}

export function fail<T = null>(status: number, message: string, result: T = null as T): Envelope<T> {
  return { success: false, message, code: status, result, timestamp: Date.now() };
}

export type { Envelope, FieldError };
