import { describe, expect, it } from 'vitest';
import { workflowUserOf } from './workflow-user';

describe('workflowUserOf', () => {
  it.each([
    ['nobody signed in', null, undefined],
    [
      'a customer of a company',
      { id: 'u1', username: 'c', userType: 'customer_main', companyId: 'co1', divisionId: null },
      { userType: 'customer_main', companyId: 'co1', divisionId: null },
    ],
    [
      'staff of a division',
      { id: 'u2', username: 's', userType: 'staff', companyId: null, divisionId: 'd1' },
      { userType: 'staff', companyId: null, divisionId: 'd1' },
    ],
    [
      'user info stored by an older client (no type, company or division)',
      { id: 'u3', username: 'o' },
      { userType: '', companyId: null, divisionId: null },
    ],
  ])('%s', (_name, info, expected) => {
    expect(workflowUserOf(info)).toEqual(expected);
  });
});
