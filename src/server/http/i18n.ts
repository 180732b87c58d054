/** Message pairs chosen per request by Accept-Language (docs/contracts.md, Languages). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessagePair } from '../../shared/messages/message-pair';

export type Locale = 'zh-CN' | 'en-US';
export type { MessagePair };

/** zh-CN unless the first preferred language is English. */
export function localeOf(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(pair: MessagePair): string;
  }
}

export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      return localeOf(this.headers['accept-language']);
    },
  });
  app.decorateRequest('t', function t(this: FastifyRequest, pair: MessagePair): string {
    return pair[this.locale];
  });
}
