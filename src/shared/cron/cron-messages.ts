/**
 * What the cron model reports, as zh-CN/en-US pairs (the editor shows them; the tab names are the
 * same words JeecgBoot's editor uses: 秒 分 时 日 月 周 年). The texts are data,
 * schemas/messages/cron.json; this module fills in their placeholders.
 */
import cronTexts from '../../../schemas/messages/cron.json';
import type { MessagePair } from '../messages/message-pair';
import { pairsOf } from '../messages/pairs-of';
import { fillPair } from '../messages/placeholders';
import { CRON_FIELD_NAMES, type CronFieldName } from './cron-fields';

export type CronText = MessagePair;

/** The number a bound limits (SPEC §5 "Cron bounds"). */
export type CronBoundPart = 'value' | 'start' | 'step' | 'nth' | 'beforeMonthEnd';

// Every field and every part has its text: the compiler refuses the file without one.
const TEXTS = pairsOf(cronTexts) satisfies Readonly<
  Record<`field.${CronFieldName}` | `part.${CronBoundPart}`, CronText>
>;

export const CRON_FIELD_TEXTS = Object.fromEntries(
  CRON_FIELD_NAMES.map((field) => [field, TEXTS[`field.${field}`]]),
) as Readonly<Record<CronFieldName, CronText>>;

/** A field's tab name within a sentence: in lower case in English. */
export function fieldInSentence(field: CronFieldName): CronText {
  const name = CRON_FIELD_TEXTS[field];
  return { 'zh-CN': name['zh-CN'], 'en-US': name['en-US'].toLowerCase() };
}

export const CRON_MESSAGES = {
  parts: (): CronText => TEXTS.parts,
  syntax: (field: CronFieldName, text: string): CronText =>
    fillPair(TEXTS.syntax, { field: CRON_FIELD_TEXTS[field], text }),
  bounds: (field: CronFieldName, part: CronBoundPart, min: number, max: number): CronText =>
    fillPair(TEXTS.bounds, { field: fieldInSentence(field), part: TEXTS[`part.${part}`], min, max }),
  bothDays: (): CronText => TEXTS.bothDays,
  neitherDay: (): CronText => TEXTS.neitherDay,
  noMode: (field: CronFieldName, text: string): CronText =>
    fillPair(TEXTS.noMode, { field: CRON_FIELD_TEXTS[field], text }),
};

/** Something about an expression: an error makes it unusable; a warning only says a tab shows no mode. */
export interface CronProblem {
  field?: CronFieldName;
  severity: 'error' | 'warning';
  message: CronText;
}
