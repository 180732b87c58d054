/**
 * SPEC §8's HTTP error catalogue as a pure function: what the user is shown for a failed call.
 * The adapter (show-error.ts) carries it out; keeping the decision here makes it testable.
 */
export interface ErrorFacts {
  status?: number;
  serverMessage?: string;
  timedOut: boolean;
  /** Whether a token was held when the call failed. */
  hasToken: boolean;
}

export type ErrorReaction =
  /** A notification with a fixed text (an i18n key of the shell). */
  | { kind: 'notify'; messageKey: string }
  /** A notification with the server's own message. */
  | { kind: 'notify-text'; text: string }
  /** 401: notify that the login expired; log out and reload after 1.5 s when a token was held. */
  | { kind: 'expired'; messageKey: 'request.expired'; logout: boolean }
  /** 500 with "Token失效" while holding a token: a modal whose button logs in again. */
  | { kind: 'token-invalid-modal' };

export const RELOAD_DELAY_MS = 1500;

export function mapRequestError(facts: ErrorFacts): ErrorReaction {
  const { status, serverMessage, timedOut, hasToken } = facts;
  if (timedOut || status === 504) return { kind: 'notify', messageKey: 'request.timeout' };
  switch (status) {
    case 403:
      return { kind: 'notify', messageKey: 'request.forbidden' };
    case 404:
      return { kind: 'notify', messageKey: 'request.notFound' };
    case 401:
      return { kind: 'expired', messageKey: 'request.expired', logout: hasToken };
    case 500:
      if (hasToken && serverMessage?.includes('Token失效')) return { kind: 'token-invalid-modal' };
      break;
    default:
      break;
  }
  return serverMessage
    ? { kind: 'notify-text', text: serverMessage }
    : { kind: 'notify', messageKey: 'request.generic' };
}

/** The text of a notification reaction, given the shell's translate function. */
export function reactionText(reaction: ErrorReaction, t: (key: string) => string): string {
  switch (reaction.kind) {
    case 'notify':
    case 'expired':
      return t(reaction.messageKey);
    case 'notify-text':
      return reaction.text;
    case 'token-invalid-modal':
      return t('request.tokenInvalidContent');
  }
}
