import { describe, expect, it } from 'vitest';
import { buildQueryParams } from './build-query-params';

describe('buildQueryParams', () => {
  it('wraps like values in stars and keeps eq values as they are', () => {
    expect(
      buildQueryParams([{ field: 'username', rule: 'like' }, { field: 'sex' }], {
        username: 'adm',
        sex: '1',
      }),
    ).toEqual({
      username: '*adm*',
      sex: '1',
    });
  });
  it('writes a range as _begin and _end, each only when given', () => {
    expect(
      buildQueryParams([{ field: 'birthday', rule: 'range' }], { birthday: ['2024-01-01', '2024-12-31'] }),
    ).toEqual({
      birthday_begin: '2024-01-01',
      birthday_end: '2024-12-31',
    });
    expect(
      buildQueryParams([{ field: 'birthday', rule: 'range' }], { birthday: [undefined, '2024-12-31'] }),
    ).toEqual({
      birthday_end: '2024-12-31',
    });
  });
  it('drops empty values and writes the other rules', () => {
    expect(
      buildQueryParams(
        [
          { field: 'a', rule: 'like' },
          { field: 'b', rule: 'in' },
          { field: 'c', rule: 'ne' },
          { field: 'd', rule: 'ge' },
          { field: 'e', rule: 'right_like' },
          { field: 'f', rule: 'left_like' },
        ],
        { a: '', b: ['1', '2'], c: 'x', d: 5, e: 'ab', f: 'yz' },
      ),
    ).toEqual({ b: '1,2', c: '!x', d: '>= 5', e: 'ab*', f: '*yz' });
  });
});
