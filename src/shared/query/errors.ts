/** A refused list parameter: always names the parameter, in both languages (answered as 400). */
import listQueryTexts from '../../../schemas/messages/list-query.json';
import type { MessagePair } from '../messages/message-pair';
import { pairsOf } from '../messages/pairs-of';
import { fillPair } from '../messages/placeholders';

export class QueryError extends Error {
  constructor(
    readonly param: string,
    readonly text: MessagePair,
  ) {
    super(text['en-US']);
  }
}

const TEXTS = pairsOf(listQueryTexts);
type QueryErrorKind = keyof typeof TEXTS;

/** One maker per message of schemas/messages/list-query.json, naming the parameter. */
export const queryErrors = Object.fromEntries(
  (Object.keys(TEXTS) as QueryErrorKind[]).map((kind) => [
    kind,
    (param: string) => new QueryError(param, fillPair(TEXTS[kind], { param })),
  ]),
) as Readonly<Record<QueryErrorKind, (param: string) => QueryError>>;
