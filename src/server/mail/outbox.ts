/**
 * The outbox: where mail and SMS go when there is no SMTP server (SMTP_URL unset) or no SMS
 * gateway (the default provider). In an embedded install this table IS the delivery: administrators
 * read it on the outbox screen (schemas/entities/sys_outbox.json, GET /sys/outbox/list).
 */
import type { Kysely } from 'kysely';
import { newId } from '../db/ids';
import type { Database } from '../db/types';

export interface OutboxEntry {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
}

export async function storeInOutbox(db: Kysely<Database>, entry: OutboxEntry): Promise<void> {
  await db
    .insertInto('sys_outbox')
    .values({
      id: newId(),
      channel: entry.channel,
      recipient: entry.recipient.slice(0, 255),
      subject: entry.subject?.slice(0, 255) ?? null,
      text: entry.text,
      create_by: 'system',
    })
    .execute();
}
