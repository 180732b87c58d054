/**
 * SMS goes through a provider. The default one keeps the message in the outbox table (channel
 * 'sms'), like mail without SMTP; a deployment with an SMS gateway sets its own provider with
 * setSmsProvider(app, provider) before the app is ready.
 */
import type { FastifyInstance } from 'fastify';
import { storeInOutbox } from './outbox';

export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

export function outboxSmsProvider(app: FastifyInstance): SmsProvider {
  return {
    async send(mobile, text) {
      await storeInOutbox(app.db, { channel: 'sms', recipient: mobile, subject: null, text });
      app.log.info({ to: mobile }, `sms to ${mobile} stored in outbox (default SMS provider)`);
    },
  };
}

const providers = new WeakMap<FastifyInstance, SmsProvider>();

export function setSmsProvider(app: FastifyInstance, provider: SmsProvider): void {
  providers.set(app, provider);
}

export function smsProviderOf(app: FastifyInstance): SmsProvider {
  return providers.get(app) ?? outboxSmsProvider(app);
}
