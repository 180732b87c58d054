/**
 * Why a Quartz cron expression is refused, in both languages: the cron editor shows it under the
 * expression and the server answers it as the 422 message of the field. The texts are data,
 * schemas/messages/quartz.json; this module fills in their placeholders.
 */
import quartzTexts from '../../../schemas/messages/quartz.json';
import type { MessagePair } from '../messages/message-pair';
import { pairsOf } from '../messages/pairs-of';
import { fillPair } from '../messages/placeholders';
import { CRON_FIELD_NAMES } from './cron-fields';
import { fieldInSentence } from './cron-messages';

const TEXTS = pairsOf(quartzTexts);

export class QuartzError extends Error {
  constructor(readonly pair: MessagePair) {
    super(pair['en-US']);
    this.name = 'QuartzError';
  }
}

/** One field of the seven: its place in the expression and its name, as the editor's tab names it. */
export interface QuartzFieldName {
  index: number;
  name: MessagePair;
}

export const QUARTZ_FIELDS: readonly QuartzFieldName[] = CRON_FIELD_NAMES.map((field, i) => ({
  index: i + 1,
  name: fieldInSentence(field),
}));

export function fieldCountError(count: number): QuartzError {
  return new QuartzError(fillPair(TEXTS.fieldCount, { count }));
}

export function tokenError(field: QuartzFieldName, token: string, why?: MessagePair): QuartzError {
  const values = { index: field.index, field: field.name, token };
  return new QuartzError(
    why ? fillPair(TEXTS.tokenBecause, { ...values, why }) : fillPair(TEXTS.token, values),
  );
}

export function outOfRange(min: number, max: number): MessagePair {
  return fillPair(TEXTS.outOfRange, { min, max });
}

/** Quartz runs on day of month OR day of week: exactly one of the two is '?'. */
export const DAY_EXCLUSIVE_ERROR: MessagePair = TEXTS.dayExclusive;
