/** Announcements as the suites make them: an admin's draft to everyone, low priority, with a body. */
import { expect } from 'vitest';
import type { Api } from '../../fixtures/crud-helpers';

/** Adds a draft through the admin's CRUD and answers its id; `body` overrides the defaults. */
export async function addAnnouncement(admin: Api, body: Record<string, unknown>): Promise<string> {
  const r = await admin.send('POST', '/sys/annountCement/add', {
    priority: 'L',
    msgType: 'ALL',
    msgContent: '<p>body</p>',
    ...body,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.id as string;
}
