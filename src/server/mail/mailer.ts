/**
 * sendMail(app, { to, subject, text }): through nodemailer to the SMTP server of SMTP_URL when it is
 * set, otherwise into the outbox table (outbox.ts) with one log line saying where it went. The
 * message itself is never logged: it may hold a one-time code.
 */
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { storeInOutbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * One transport per SMTP URL, made on first use. Not pooled (unless the URL asks for it with
 * ?pool=true), so each message opens and closes its own connection: nothing to close with the app.
 */
const transports = new Map<string, Transporter>();

/** nodemailer is loaded with the first message: most starts send none, and loading it costs every start. */
async function transportOf(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = transports.get(smtpUrl) ?? nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export async function sendMail(app: FastifyInstance, mail: Mail): Promise<void> {
  const smtpUrl = app.config.smtpUrl;
  if (smtpUrl) {
    await (
      await transportOf(smtpUrl)
    ).sendMail({
      from: app.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    app.log.info({ to: mail.to }, 'mail sent through SMTP');
    return;
  }
  await storeInOutbox(app.db, {
    channel: 'mail',
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
  });
  app.log.info({ to: mail.to }, `mail to ${mail.to} stored in outbox (SMTP_URL is not set)`);
}
