import { describe, expect, it } from 'vitest';
import { buildListParams, initialListState, mapSorter, pageAfterDelete } from './list-state';

describe('buildListParams', () => {
  it('sends page, sort, visible fields and query params, dropping empty values', () => {
    const state = { ...initialListState(), queryParam: { username: '*ad*', sex: '' } };
    expect(buildListParams(state, ['username', 'realname'])).toEqual({
      username: '*ad*',
      column: 'createTime',
      order: 'desc',
      field: 'id,username,realname',
      pageNo: '1',
      pageSize: '10',
    });
  });
  it('URL-encodes the advanced query JSON and sends its match type', () => {
    const lines = [{ field: 'realname', rule: 'like', val: '张' }];
    const state = {
      ...initialListState(),
      superQueryParams: JSON.stringify(lines),
      superQueryMatchType: 'or' as const,
    };
    const params = buildListParams(state, []);
    expect(params.superQueryParams).toBe(encodeURI(JSON.stringify(lines)));
    expect(params.superQueryParams).toContain('%E5%BC%A0');
    expect(JSON.parse(decodeURI(params.superQueryParams ?? ''))).toEqual(lines);
    expect(params.superQueryMatchType).toBe('or');
  });
  it('adds fixed filters (sub-lists)', () => {
    expect(buildListParams(initialListState(), ['itemText'], { dictId: 'abc' }).dictId).toBe('abc');
  });
});

describe('mapSorter', () => {
  it('maps ascend to asc and anything else to desc', () => {
    const fallback = { column: 'createTime', order: 'desc' as const };
    expect(mapSorter('username', 'ascend', fallback)).toEqual({ column: 'username', order: 'asc' });
    expect(mapSorter('username', 'descend', fallback)).toEqual({ column: 'username', order: 'desc' });
    expect(mapSorter('username', undefined, fallback)).toEqual({ column: 'username', order: 'desc' });
    expect(mapSorter(undefined, undefined, fallback)).toBe(fallback);
  });
});

describe('pageAfterDelete', () => {
  it('steps back when the last page became empty', () => {
    expect(pageAfterDelete(3, 10, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 22, 1)).toBe(3);
    expect(pageAfterDelete(1, 10, 1, 1)).toBe(1);
  });
});
