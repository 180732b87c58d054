/**
 * The IAF CertSearch export: the xlsx and xml files read back and checked against the template's
 * rules (mandatory fields, character limits, status values), "changed since", the 422 report of a
 * record that cannot be exported, the permission, the monthly job storing its file and telling the
 * owners, and the month-end reminder.
 */
import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { addDays, todayIso } from '../../src/shared/certificate/cert-dates';
import { newId } from '../../src/server/db/ids';
import { jobDefinition } from '../../src/server/jobs/registry';
import { CERTSEARCH_STATUSES, RECORD_FIELDS } from '../../src/server/modules/certsearch/template';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';

type Values = Record<string, string>;

/** The certification elements of the XML file (saxes throws on anything not well-formed). */
function parseXml(text: string): Array<{ values: Values; sites: string[]; sectors: string[] }> {
  const parser = new SaxesParser();
  const records: Array<{ values: Values; sites: string[]; sectors: string[] }> = [];
  const path: string[] = [];
  let textBuffer = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    textBuffer = '';
    if (tag.name === 'certification') records.push({ values: {}, sites: [], sectors: [] });
  });
  parser.on('text', (t) => {
    textBuffer += t;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    const current = records.at(-1);
    if (current && path.at(-1) === 'certification') current.values[tag.name] = textBuffer;
    if (current && tag.name === 'site_address') current.sites.push(textBuffer);
    if (current && tag.name === 'sector_code') current.sectors.push(textBuffer);
    textBuffer = '';
  });
  parser.write(text).close();
  return records;
}

/** The main sheet's rows as header → text. */
async function readXlsx(data: Buffer): Promise<{ rows: Values[]; sheets: string[]; sites: string[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const main = book.getWorksheet('Certification')!;
  const header = (main.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Values[] = [];
  main.eachRow((row, n) => {
    if (n === 1) return;
    const cells = (row.values as unknown[]).slice(1);
    rows.push(
      Object.fromEntries(
        header.map((h, i) => [h, cells[i] === undefined || cells[i] === null ? '' : String(cells[i])]),
      ),
    );
  });
  const sites: string[][] = [];
  book.getWorksheet('Certification Sites')!.eachRow((row, n) => {
    if (n > 1) sites.push((row.values as unknown[]).slice(1).map(String));
  });
  return { rows, sheets: book.worksheets.map((s) => s.name), sites };
}

/** Every template rule a record must meet, as CertSearch checks it. */
function expectTemplateRules(values: Values, key: 'excel' | 'xml'): void {
  for (const f of RECORD_FIELDS) {
    const value = values[f[key]] ?? '';
    if (f.mandatory) expect(value.trim(), f[key]).not.toBe('');
    expect([...value].length, f[key]).toBeLessThanOrEqual(f.maxLength);
  }
  const status = values[key === 'excel' ? 'Certification Status' : 'certification_status'];
  expect(CERTSEARCH_STATUSES as readonly string[]).toContain(status);
  for (const date of key === 'excel'
    ? ['Certification Issue Date', 'Certification Expiry Date']
    : ['certification_issue_date', 'certification_expiry_date'])
    expect(values[date]).toMatch(/^\d{8}$/);
}

describeOnOneBackend('IAF CertSearch export', (t) => {
  let staff: Api;
  let customer: Api;
  let companyId = '';
  let staffToken = '';

  const download = async (query: string, token = staffToken) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/isps/certsearch/export?${query}`,
      headers: { 'x-access-token': token, 'accept-language': 'en-US' },
    });
    return r;
  };

  const insertCertificate = async (over: Record<string, unknown> = {}) => {
    const id = newId();
    await t.app.db
      .insertInto('isps_certificate')
      .values({
        id,
        create_by: 'test',
        certificate_no: `CS-${id.slice(0, 10)}`,
        project_id: newId(),
        company_id: companyId,
        holder_name: '甲认证客户有限公司 <R&D>',
        holder_address: '北京市海淀区中关村大街1号',
        sites: '北京市海淀区中关村大街1号\n上海市浦东新区世纪大道2号',
        standard: 'GB/T 19001-2016 / ISO 9001:2015',
        scope: '软件开发与服务 & "系统集成"',
        business_type: 'it_integration',
        decision_date: addDays(todayIso(), -10),
        issue_date: addDays(todayIso(), -5),
        valid_until: addDays(todayIso(), 1000),
        status: 'valid',
        ...over,
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    const user = await t.app.db
      .selectFrom('sys_user')
      .select('company_id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    companyId = user.company_id!;
    await t.app.db
      .updateTable('cust_company')
      .set({ name: '甲认证客户有限公司', registered_area: '110108', registered_address: '中关村大街1号' })
      .where('id', '=', companyId)
      .execute();
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
  });

  beforeEach(async () => {
    await t.app.db.deleteFrom('isps_certsearch_export').execute();
    await t.app.db.deleteFrom('isps_certsearch_reminder').execute();
    await t.app.db.deleteFrom('isps_certificate_reminder').execute();
    await t.app.db.deleteFrom('isps_certificate').execute();
  });

  it('answers an xlsx of every certificate that meets the template, and records the export', async () => {
    const active = await insertCertificate();
    const suspended = await insertCertificate({ status: 'suspended' });
    const expiredByDate = await insertCertificate({ valid_until: addDays(todayIso(), -1) });
    const r = await download('format=xlsx');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const { rows, sheets, sites } = await readXlsx(r.rawPayload);
    expect(sheets).toEqual(['Certification', 'Certification Sites', 'Certification Sector']);
    expect(rows).toHaveLength(3);
    for (const row of rows) expectTemplateRules(row, 'excel');
    const byId = Object.fromEntries(rows.map((row) => [row['Certification Identity Number'], row]));
    expect(byId[active]).toMatchObject({
      'Certification Status': 'Active',
      'Certification Type': 'Management System',
      'Certified Entity Name': '甲认证客户有限公司 <R&D>',
      'Certified Entity Unique ID': companyId,
      'Certified Entity Country/Economy': 'China',
      'Certified Entity State': '北京市',
      'Certified Entity Street': '中关村大街1号',
      'Certification Issue Date': addDays(todayIso(), -5).replaceAll('-', ''),
    });
    expect(byId[suspended]?.['Certification Status']).toBe('Suspended');
    expect(byId[expiredByDate]?.['Certification Status']).toBe('Expired');
    expect(sites.filter((s) => s[0] === active).map((s) => s[1])).toEqual([
      '北京市海淀区中关村大街1号',
      '上海市浦东新区世纪大道2号',
    ]);
    const log = await t.app.db.selectFrom('isps_certsearch_export').selectAll().execute();
    expect(log.map((l) => [l.format, l.record_count, l.run_trigger, l.create_by])).toEqual([
      ['xlsx', 3, 'manual', t.seed.staff.username],
    ]);
  });

  it('answers a well-formed, escaped xml, and only what changed since a date or the last export', async () => {
    const old = await insertCertificate({ status: 'withdrawn' });
    await t.app.db
      .updateTable('isps_certificate')
      .set({ create_time: new Date('2020-01-01T00:00:00Z') })
      .where('id', '=', old)
      .execute();
    const fresh = await insertCertificate({ status: 'cancelled' });
    const all = await download('format=xml');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('application/xml');
    const records = parseXml(all.body);
    expect(records).toHaveLength(2);
    for (const record of records) expectTemplateRules(record.values, 'xml');
    const f = records.find((x) => x.values.certification_identity_number === fresh)!;
    expect(f.values.certification_status).toBe('Cancelled');
    // Escaped in the file, the same text once parsed.
    expect(all.body).toContain('&amp; &quot;系统集成&quot;');
    expect(f.values.certification_scope).toBe('软件开发与服务 & "系统集成"');
    expect(f.values.certified_entity_name).toBe('甲认证客户有限公司 <R&D>');
    expect(f.sectors).toEqual(['33']);
    expect(
      records.find((x) => x.values.certification_identity_number === old)?.values.certification_status,
    ).toBe('Withdrawn');

    const since = parseXml((await download('format=xml&since=2024-01-01')).body);
    expect(since.map((x) => x.values.certification_identity_number)).toEqual([fresh]);
    // Nothing changed after the exports above.
    expect(parseXml((await download('format=xml&since=last')).body)).toEqual([]);
    await t.app.db
      .updateTable('isps_certificate')
      .set({ status: 'expired', update_time: new Date() })
      .where('id', '=', old)
      .execute();
    expect(
      parseXml((await download('format=xml&since=last')).body).map(
        (x) => x.values.certification_identity_number,
      ),
    ).toEqual([old]);
    const last = await staff.get('/isps/certsearch/last');
    expect(last.body.result).toMatchObject({
      format: 'xml',
      count: 1,
      trigger: 'manual',
      exportedBy: t.seed.staff.username,
    });
  });

  it('refuses with 422 and names each record that cannot be exported and why, in the caller language', async () => {
    await insertCertificate();
    const bad = await insertCertificate({ certificate_no: 'N'.repeat(40), scope: ' ', business_type: null });
    await t.app.db
      .updateTable('isps_certificate')
      .set({ certificate_no: 'N'.repeat(40) })
      .where('id', '=', bad)
      .execute();
    const r = await download('format=xlsx');
    expect(r.statusCode).toBe(422);
    const body = r.json() as {
      message: string;
      result: {
        details: string[];
        refused: Array<{
          certificationIdentityNumber: string;
          problems: Array<{ field: string; message: string }>;
        }>;
      };
    };
    expect(body.result.details).toEqual([
      `${'N'.repeat(40)}: The mandatory field "Certification Type" is empty; The mandatory field "Certification Scope" is empty`,
    ]);
    expect(body.message).toBe('1 certificates cannot be exported to IAF CertSearch; correct them first');
    expect(body.result.refused).toEqual([
      {
        certificateNumber: 'N'.repeat(40),
        certificationIdentityNumber: bad,
        problems: [
          { field: 'Certification Type', message: 'The mandatory field "Certification Type" is empty' },
          { field: 'Certification Scope', message: 'The mandatory field "Certification Scope" is empty' },
        ],
      },
    ]);
    const zh = await staff.get('/isps/certsearch/export?format=xml');
    expect(zh.status).toBe(422);
    expect(zh.body.result.refused[0].problems[0].message).toBe('必填字段“Certification Type”为空');
    expect(await t.app.db.selectFrom('isps_certsearch_export').select('id').execute()).toEqual([]);
  });

  it('offers the export dialog and lists the exports made (the export screen)', async () => {
    const form = await staff.get('/isps/certsearch/form', 'en-US');
    expect(form.status).toBe(200);
    expect(form.body.result.form.properties.format).toMatchObject({
      'x-dict': 'certsearch_format',
      'x-widget': 'radio',
      default: 'xlsx',
    });
    // Nothing exported yet: every certificate is the default.
    expect(form.body.result.form.properties.since).toMatchObject({
      'x-dict': 'certsearch_range',
      default: 'all',
    });
    const formats = await staff.get('/sys/dict/getDictItems/certsearch_format');
    expect(formats.body.result.map((i: { value: string }) => i.value)).toEqual(['xlsx', 'xml']);
    await insertCertificate();
    expect((await download('format=xml&since=all')).statusCode).toBe(200);
    expect((await staff.get('/isps/certsearch/form')).body.result.form.properties.since.default).toBe('last');
    const list = await staff.get('/isps/certsearch/log/list');
    expect(list.status).toBe(200);
    expect(
      list.body.result.records.map((r: Record<string, unknown>) => [
        r.format,
        r.recordCount,
        r.runTrigger,
        r.createBy,
      ]),
    ).toEqual([['xml', 1, 'manual', t.seed.staff.username]]);
    expect((await customer.get('/isps/certsearch/log/list')).status).toBe(403);
    expect((await customer.get('/isps/certsearch/form')).status).toBe(403);
  });

  it('refuses a customer (403) and a bad format or date (400)', async () => {
    expect((await customer.get('/isps/certsearch/export?format=xlsx')).status).toBe(403);
    expect((await customer.get('/isps/certsearch/last')).status).toBe(403);
    const other = await otherCompanyCustomer(t.app.db, 'certsearch');
    expect(
      (await api(t.app, await t.login(other.username, other.password)).get('/isps/certsearch/export')).status,
    ).toBe(403);
    expect((await staff.get('/isps/certsearch/export?format=csv')).status).toBe(400);
    expect((await staff.get('/isps/certsearch/export?since=yesterday')).status).toBe(400);
  });

  const ownerMessages = (title: string) =>
    t.app.db
      .selectFrom('sys_announcement as a')
      .innerJoin('sys_announcement_send as s', 's.annt_id', 'a.id')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select(['u.username', 'a.msg_content_en', 'a.bus_id', 'a.open_page'])
      .where('a.titile_en', '=', title)
      .execute();

  it('the monthly job stores the file, records it and tells the staff who own the export', async () => {
    await t.app.db.deleteFrom('sys_announcement_send').execute();
    await t.app.db
      .deleteFrom('sys_announcement')
      .where('titile_en', '=', 'Monthly IAF CertSearch export')
      .execute();
    await insertCertificate();
    await insertCertificate({ status: 'suspended' });
    const job = jobDefinition('certsearchMonthlyExport')!;
    const summary = await job.run(t.app, { format: 'xml', scope: 'changed' });
    expect(summary['en-US']).toMatch(/^2 certificates exported \(xml\)/);
    const entry = await t.app.db.selectFrom('isps_certsearch_export').selectAll().executeTakeFirstOrThrow();
    expect([entry.run_trigger, entry.format, entry.record_count]).toEqual(['schedule', 'xml', 2]);
    const file = await t.app.db
      .selectFrom('sys_file')
      .selectAll()
      .where('path', '=', entry.file_path!)
      .executeTakeFirstOrThrow();
    expect(file.biz).toBe('certsearch');
    expect(file.referenced_at).not.toBeNull();
    const stored = (await t.app.files.get(file.path)) as NodeJS.ReadableStream | Buffer;
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(stored)) chunks.push(stored);
    else for await (const c of stored) chunks.push(Buffer.from(c as Buffer));
    expect(parseXml(Buffer.concat(chunks).toString('utf8'))).toHaveLength(2);
    // The staff may download it through the file route; a customer may not.
    const url = `/sys/common/static/${file.path}`;
    const staffGet = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': staffToken } });
    expect(staffGet.statusCode).toBe(200);
    const customerToken = await t.login(t.seed.customer.username, t.seed.customer.password);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': customerToken } })).statusCode,
    ).toBe(404);
    const told = await ownerMessages('Monthly IAF CertSearch export');
    expect(told.map((m) => m.username)).toEqual(
      expect.arrayContaining([t.seed.staff.username, t.seed.admin.username]),
    );
    expect(told.map((m) => m.username)).not.toContain(t.seed.customer.username);
    expect(told[0]).toMatchObject({
      msg_content_en: 'The monthly IAF CertSearch export is ready: 2 certificates (xml)',
      open_page: '/isps/certsearch',
    });
    // The next month's run sends what changed since: nothing.
    expect((await job.run(t.app, { format: 'xlsx', scope: 'changed' }))['en-US']).toMatch(
      /^0 certificates exported/,
    );
  });

  it('the monthly job stores nothing when a record cannot be exported, and says so', async () => {
    await insertCertificate({ business_type: null });
    const job = jobDefinition('certsearchMonthlyExport')!;
    await expect(job.run(t.app, { format: 'xlsx', scope: 'all' })).rejects.toThrow(
      '1 certificates cannot be exported',
    );
    expect(await t.app.db.selectFrom('isps_certsearch_export').select('id').execute()).toEqual([]);
    expect(
      (await ownerMessages('Monthly IAF CertSearch export')).some((m) =>
        m.msg_content_en?.startsWith("This month's IAF CertSearch export was not produced: 1 certificates"),
      ),
    ).toBe(true);
  });

  it('reminds the owners once a month near its end when nothing was exported, and not after an export', async () => {
    await t.app.db
      .deleteFrom('sys_announcement')
      .where('titile_en', '=', 'IAF CertSearch export reminder')
      .execute();
    const job = jobDefinition('certsearchExportReminder')!;
    // A window of the whole month: whatever today is, it lies inside.
    expect((await job.run(t.app, { daysBefore: 31 }))['en-US']).toMatch(/staff reminded to export$/);
    const reminders = await ownerMessages('IAF CertSearch export reminder');
    expect(reminders.map((m) => m.username)).toContain(t.seed.staff.username);
    expect(reminders[0]?.open_page).toBe('/isps/certsearch');
    // Once a month only.
    expect((await job.run(t.app, { daysBefore: 31 }))['en-US']).toBe('Already reminded this month');
    expect(await ownerMessages('IAF CertSearch export reminder')).toHaveLength(reminders.length);
    // After an export this month, nothing is due.
    await t.app.db.deleteFrom('isps_certsearch_reminder').execute();
    expect((await download('format=xml')).statusCode).toBe(200);
    expect((await job.run(t.app, { daysBefore: 31 }))['en-US']).toBe('No reminder due');
  });
});
