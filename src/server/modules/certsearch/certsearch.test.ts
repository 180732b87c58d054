/** The CertSearch mapping, the template's checks and the XML writer, as tables. */
import { describe, expect, it } from 'vitest';
import { inReminderWindow, monthEnd } from '../../jobs/certsearch-jobs';
import { originalIssueDates } from './certsearch-load';
import { certSearchXml, xmlText } from './certsearch-xml';
import {
  certSearchRecord,
  certSearchStatus,
  certificationType,
  siteLines,
  stateAndCity,
  technicalSectors,
  templateDate,
  type MappingInput,
} from './mapping';
import { partitionRecords, recordProblems } from './validate';
import type { CertSearchRecord } from './template';

const input = (
  over: Partial<MappingInput['certificate']> = {},
  company: Partial<MappingInput['company']> = {},
): MappingInput => ({
  certificate: {
    id: 'c'.repeat(32),
    certificate_no: 'Q-2026-0001',
    status: 'valid',
    standard: 'ISO 9001:2015',
    scope: '软件开发',
    sites: '北京市海淀区中关村大街1号\n\n 上海市浦东新区世纪大道2号 ',
    holder_name: '甲认证客户有限公司',
    business_type: 'system_cert',
    issue_date: '2026-03-01',
    valid_until: '2029-02-28',
    ...over,
  },
  company: {
    id: 'a'.repeat(32),
    name: '甲公司',
    credit_code: '91110108MA00000000',
    street: '中关村大街1号',
    districtLabel: '北京市 / 市辖区 / 海淀区',
    ...company,
  },
  originalIssueDate: '2023-03-01',
  today: '2026-11-28',
});

describe('mapping', () => {
  it.each([
    ['valid', '2029-01-01', 'Active'],
    ['suspended', '2029-01-01', 'Suspended'],
    ['withdrawn', '2029-01-01', 'Withdrawn'],
    ['cancelled', '2029-01-01', 'Cancelled'],
    ['expired', '2025-01-01', 'Expired'],
    // Past its date a valid certificate is expired whatever the row still says.
    ['valid', '2026-11-27', 'Expired'],
    ['suspended', '2026-11-27', 'Expired'],
    ['withdrawn', '2026-11-27', 'Withdrawn'],
    ['draft', '2029-01-01', 'draft'],
  ])('status %s until %s → %s', (status, until, expected) => {
    expect(certSearchStatus(status, until, '2026-11-28')).toBe(expected);
  });

  it.each([
    ['system_cert', 'Management System', []],
    ['it_integration', 'Management System', [{ code: '33', name: 'Information technology' }]],
    ['product_cert', 'Product', []],
    ['service_cert', 'Service', []],
    ['vocational_training', 'Service', [{ code: '37', name: 'Education' }]],
    [null, '', []],
    ['unknown', '', []],
  ])('business type %s → type %s, sectors %j', (type, expectedType, sectors) => {
    expect(certificationType(type)).toBe(expectedType);
    expect(technicalSectors(type)).toEqual(sectors);
  });

  it.each([
    ['北京市 / 市辖区 / 海淀区', { state: '北京市', city: '北京市' }],
    ['广东省 / 深圳市 / 南山区', { state: '广东省', city: '深圳市' }],
    [null, { state: '', city: '' }],
  ])('district %s → %j', (label, expected) => {
    expect(stateAndCity(label)).toEqual(expected);
  });

  it.each([
    ['2026-03-01', '20260301'],
    ['', ''],
    [null, ''],
    ['3/1/2026', '3/1/2026'],
  ])('date %s → %s', (iso, expected) => {
    expect(templateDate(iso)).toBe(expected);
  });

  it('splits the sites text into one site per non-empty line', () => {
    expect(siteLines('a\r\n\n  b  \n')).toEqual(['a', 'b']);
    expect(siteLines(null)).toEqual([]);
  });

  it('maps a certificate and its company to the template fields', () => {
    expect(certSearchRecord(input())).toEqual({
      certificationIdentityNumber: 'c'.repeat(32),
      certificateNumber: 'Q-2026-0001',
      certificationStatus: 'Active',
      accreditationStatus: 'Accredited',
      certificationType: 'Management System',
      certificationStandard: 'ISO 9001:2015',
      certificationScope: '软件开发',
      originalIssueDate: '20230301',
      issueDate: '20260301',
      expiryDate: '20290228',
      entityUniqueId: 'a'.repeat(32),
      entityName: '甲认证客户有限公司',
      entityEnglishName: '',
      entityLegalId: '91110108MA00000000',
      entityCountry: 'China',
      entityState: '北京市',
      entityCity: '北京市',
      entityStreet: '中关村大街1号',
      sites: [{ address: '北京市海淀区中关村大街1号' }, { address: '上海市浦东新区世纪大道2号' }],
      sectors: [],
    });
  });

  it('follows a reissue chain back to its first issue date', () => {
    const dates = originalIssueDates([
      { id: 'a', issue_date: '2020-01-01', replaced_by: 'b' },
      { id: 'b', issue_date: '2022-05-01', replaced_by: 'c' },
      { id: 'c', issue_date: '2024-07-01', replaced_by: null },
      { id: 'x', issue_date: '2025-01-01', replaced_by: null },
    ]);
    expect(Object.fromEntries(dates)).toEqual({
      a: '2020-01-01',
      b: '2020-01-01',
      c: '2020-01-01',
      x: '2025-01-01',
    });
  });
});

describe('validation', () => {
  const good = certSearchRecord(input());
  const fields = (record: CertSearchRecord) => recordProblems(record).map((p) => p.field);

  it.each<[string, Partial<CertSearchRecord>, string[]]>([
    ['a complete record', {}, []],
    ['no certificate number', { certificateNumber: '' }, ['Certificate Number']],
    ['a blank scope', { certificationScope: '   ' }, ['Certification Scope']],
    ['no street', { entityStreet: '' }, ['Certified Entity Street']],
    ['no certification type', { certificationType: '' }, ['Certification Type']],
    ['no original issue date (optional)', { originalIssueDate: '' }, []],
    ['a certificate number of 61 characters', { certificateNumber: 'N'.repeat(61) }, ['Certificate Number']],
    ['a certificate number of 60 characters', { certificateNumber: 'N'.repeat(60) }, []],
    ['an entity name of 301 Chinese characters', { entityName: '甲'.repeat(301) }, ['Certified Entity Name']],
    ['an entity name of 300 Chinese characters', { entityName: '甲'.repeat(300) }, []],
    ['a status CertSearch does not know', { certificationStatus: 'draft' }, ['Certification Status']],
    ['a date not written YYYYMMDD', { expiryDate: '2029-02-28' }, ['Certification Expiry Date']],
    ['a site address too long', { sites: [{ address: 'x'.repeat(501) }] }, ['Site Address']],
  ])('%s → %j', (_, change, expected) => {
    expect(fields({ ...good, ...change })).toEqual(expected);
  });

  it('says why in both languages', () => {
    const [problem] = recordProblems({ ...good, certificateNumber: 'N'.repeat(61) });
    expect(problem?.message).toEqual({
      'zh-CN': '“Certificate Number”超过60个字符（现为61个）',
      'en-US': '"Certificate Number" is longer than 60 characters (61)',
    });
  });

  it('keeps the valid records and reports the others by certificate number', () => {
    const bad = { ...good, certificateNumber: 'BAD', certificationScope: '' };
    const { valid, refused } = partitionRecords([good, bad]);
    expect(valid).toEqual([good]);
    expect(refused.map((r) => [r.certificateNumber, r.problems.map((p) => p.field)])).toEqual([
      ['BAD', ['Certification Scope']],
    ]);
  });
});

describe('xml', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText('A&B <x> "q" \'s\' \u0001end')).toBe('A&amp;B &lt;x&gt; &quot;q&quot; &#39;s&#39; end');
  });

  it('writes one certification element per record, with its sites and sectors', () => {
    const record = {
      ...certSearchRecord(input({ business_type: 'it_integration', scope: 'R&D <software>' })),
    };
    const xml = certSearchXml([record]);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<certifications template_version="2.1">'),
    ).toBe(true);
    expect(xml).toContain('<certification_scope>R&amp;D &lt;software&gt;</certification_scope>');
    expect(xml).toContain('<certification_status>Active</certification_status>');
    expect(xml).toContain('<site_address>上海市浦东新区世纪大道2号</site_address>');
    expect(xml).toContain('<sector_code>33</sector_code>');
    expect(xml.match(/<certification>/g)).toHaveLength(1);
  });
});

describe('reminder window', () => {
  it.each([
    ['2026-11-28', 7, true],
    ['2026-11-23', 7, true],
    ['2026-11-22', 7, false],
    ['2026-02-21', 7, true],
    ['2026-02-20', 7, false],
    ['2028-02-22', 7, true],
    ['2026-11-01', 31, true],
  ])('%s with %i days before the end → %s', (today, days, expected) => {
    expect(inReminderWindow(today, days)).toBe(expected);
  });

  it('knows the last day of each month', () => {
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-12-31')).toBe('2026-12-31');
  });
});
