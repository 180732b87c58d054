/** The landed lists answer texts for coded columns: dictionary item status as 有效/禁用, not 1/0. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { type Api } from '../fixtures/crud-helpers';

describeEachBackend('dictionary texts of list columns', (t) => {
  let admin: Api;

  beforeAll(async () => {
    admin = t.admin;
  }, 120_000);

  it('answers status_dictText for dictionary items in the request language', async () => {
    const zh = await admin.get('/sys/dictItem/list?pageSize=5&field=id,itemText,status');
    expect(zh.status).toBe(200);
    const records = zh.body.result.records as Array<{ status: string; status_dictText: string }>;
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(r.status_dictText).toBe(r.status === '1' ? '有效' : '禁用');
    const en = await admin.get('/sys/dictItem/list?pageSize=5&field=id,status', 'en-US');
    for (const r of en.body.result.records as Array<{ status: string; status_dictText: string }>) {
      expect(r.status_dictText).toBe(r.status === '1' ? 'Enabled' : 'Disabled');
    }
  });
});
