import { describe, expect, it } from 'vitest';
import { parseRecipients } from '../settings/reminder-settings';
import { outstandingSurveillances, overdueSurveillance } from './surveillance-due';

const TODAY = '2026-11-28';
const valid = {
  status: 'valid',
  validUntil: '2028-01-01',
  surveillance1Due: '2026-11-18',
  surveillance2Due: '2027-11-18',
};

describe('overdue surveillance', () => {
  it('is the latest due date before today on a valid certificate, with negative days left', () => {
    expect(overdueSurveillance(valid, TODAY)).toEqual({
      kind: 'surveillance1',
      dueDate: '2026-11-18',
      daysLeft: -10,
    });
    expect(overdueSurveillance({ ...valid, surveillance2Due: '2026-11-27' }, TODAY)).toEqual({
      kind: 'surveillance2',
      dueDate: '2026-11-27',
      daysLeft: -1,
    });
  });

  it('is not on the due day itself, nor for a suspended or date-expired certificate', () => {
    expect(overdueSurveillance({ ...valid, surveillance1Due: TODAY }, TODAY)).toBeNull();
    expect(overdueSurveillance({ ...valid, status: 'suspended' }, TODAY)).toBeNull();
    expect(overdueSurveillance({ ...valid, validUntil: '2026-11-27' }, TODAY)).toBeNull();
  });

  it('is not for an audit recorded as held, and falls back to an earlier one not held', () => {
    expect(overdueSurveillance({ ...valid, surveillance1Done: '2026-11-20' }, TODAY)).toBeNull();
    const both = { ...valid, surveillance2Due: '2026-11-27' };
    expect(overdueSurveillance({ ...both, surveillance2Done: '2026-11-27' }, TODAY)).toEqual({
      kind: 'surveillance1',
      dueDate: '2026-11-18',
      daysLeft: -10,
    });
  });
});

describe('outstanding surveillances', () => {
  it.each([
    [{}, ['surveillance1', 'surveillance2']],
    [{ surveillance1Done: '2026-11-20' }, ['surveillance2']],
    [{ surveillance1Done: '2026-11-20', surveillance2Done: '2027-11-01' }, []],
    [{ surveillance2Due: null }, ['surveillance1']],
  ])('with %j answers %j', (extra, kinds) => {
    expect(outstandingSurveillances({ ...valid, ...extra }).map((s) => s.kind)).toEqual(kinds);
  });
});

describe('reminder recipients setting', () => {
  it('reads the groups in their order, whatever the separators, and names the unknown words', () => {
    expect(parseRecipients('divisionStaff，customerMain; staff')).toEqual({
      recipients: ['customerMain', 'divisionStaff'],
      unknown: ['staff'],
    });
  });
});
