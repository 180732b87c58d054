import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  anniversary,
  daysBetween,
  defaultValidUntil,
  parseIsoDate,
  surveillanceDues,
  todayIso,
} from './cert-dates';
import { baseNumber, CERTIFICATE_NO_PATTERN, domainLetter, revisedNumber, revisionOf } from './cert-number';
import { certificateStatusText, effectiveStatus } from './cert-status';

describe('certificate numbering', () => {
  it('writes a business domain as its letter, anything else as X', () => {
    expect(domainLetter('system')).toBe('S');
    expect(domainLetter('inspection')).toBe('I');
    expect(domainLetter(null)).toBe('X');
    expect(domainLetter('unheard-of')).toBe('X');
  });

  it('adds and replaces the revision suffix on reissue', () => {
    expect(revisedNumber('CD-S-2026-000042', 1)).toBe('CD-S-2026-000042-R1');
    expect(revisedNumber('CD-S-2026-000042-R1', 2)).toBe('CD-S-2026-000042-R2');
    expect(revisedNumber('CD-S-2026-000042-R9', 10)).toBe('CD-S-2026-000042-R10');
    expect(baseNumber('CD-S-2026-000042-R10')).toBe('CD-S-2026-000042');
    expect(revisionOf('CD-S-2026-000042')).toBe(0);
    expect(revisionOf('CD-S-2026-000042-R3')).toBe(3);
    expect(CERTIFICATE_NO_PATTERN.test('CD-S-2026-000042-R3')).toBe(true);
    expect(CERTIFICATE_NO_PATTERN.test('CD-S-2026-42')).toBe(false);
  });
});

describe('certificate dates', () => {
  it('is valid until the day before the third anniversary', () => {
    expect(defaultValidUntil('2026-03-05')).toBe('2029-03-04');
    expect(defaultValidUntil('2026-01-01')).toBe('2028-12-31');
    expect(defaultValidUntil('2025-12-31')).toBe('2028-12-30');
  });

  it('handles leap days: 29 Feb → 28 Feb three years on; 1 Mar before a leap year → 29 Feb', () => {
    expect(anniversary('2024-02-29', 36)).toBe('2027-03-01');
    expect(defaultValidUntil('2024-02-29')).toBe('2027-02-28');
    expect(defaultValidUntil('2025-03-01')).toBe('2028-02-29');
    expect(defaultValidUntil('2023-03-01')).toBe('2026-02-28');
  });

  it('handles month ends', () => {
    expect(defaultValidUntil('2024-01-31')).toBe('2027-01-30');
    expect(defaultValidUntil('2023-04-30')).toBe('2026-04-29');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2023-01-31', 1)).toBe('2023-02-28');
  });

  it('puts surveillance 12 and 24 months after issue, never after the anniversary', () => {
    expect(surveillanceDues('2026-03-05')).toEqual({
      surveillance1Due: '2027-03-05',
      surveillance2Due: '2028-03-05',
    });
    expect(surveillanceDues('2024-02-29')).toEqual({
      surveillance1Due: '2025-02-28',
      surveillance2Due: '2026-02-28',
    });
    expect(surveillanceDues('2025-08-31')).toEqual({
      surveillance1Due: '2026-08-31',
      surveillance2Due: '2027-08-31',
    });
  });

  it('parses only real calendar days', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-1-01')).toBeNull();
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});

describe('expired by date', () => {
  it('is valid through validUntil and expired from the next day', () => {
    expect(effectiveStatus('valid', '2026-03-04', '2026-03-04')).toBe('valid');
    expect(effectiveStatus('valid', '2026-03-04', '2026-03-05')).toBe('expired');
    expect(effectiveStatus('suspended', '2026-03-04', '2027-01-01')).toBe('expired');
  });

  it('leaves a withdrawn or cancelled certificate as it is', () => {
    expect(effectiveStatus('withdrawn', '2020-01-01', '2026-03-05')).toBe('withdrawn');
    expect(effectiveStatus('cancelled', '2020-01-01', '2026-03-05')).toBe('cancelled');
  });

  it('names every state in both languages', () => {
    expect(certificateStatusText('expired', 'zh-CN')).toBe('过期');
    expect(certificateStatusText('suspended', 'en-US')).toBe('Suspended');
    expect(certificateStatusText('unknown', 'en-US')).toBe('unknown');
  });
});
