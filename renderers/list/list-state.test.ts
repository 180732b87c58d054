import { describe, expect, it } from 'vitest';
import { buildListParams, initialListState, listReducer, mapSorter, pageAfterDelete } from './list-state';

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

describe('listReducer', () => {
  const onPage3 = {
    ...initialListState(),
    ipagination: { current: 3, pageSize: 10, total: 25 },
    selectedRowKeys: ['a', 'b'],
  };

  it('starts a search, an advanced query and a first-page reload at page 1, keeping the rest', () => {
    const searched = listReducer(onPage3, { type: 'search', queryParam: { name: '*张*' } });
    expect(searched.queryParam).toEqual({ name: '*张*' });
    expect(searched.ipagination).toEqual({ current: 1, pageSize: 10, total: 25 });
    expect(searched.selectedRowKeys).toEqual(['a', 'b']);
    const lines = [{ field: 'realname', rule: 'like', val: '张' }];
    const advanced = listReducer(onPage3, { type: 'superQuery', lines, matchType: 'or' });
    expect(advanced.superQueryParams).toBe(JSON.stringify(lines));
    expect(advanced.superQueryMatchType).toBe('or');
    expect(advanced.ipagination.current).toBe(1);
    expect(listReducer(advanced, { type: 'superQuery', lines: [], matchType: 'and' }).superQueryParams).toBe(
      '',
    );
    expect(listReducer(onPage3, { type: 'firstPage' }).ipagination.current).toBe(1);
  });

  it('takes the table paging and maps its sorter, keeping the sort when antd sends none', () => {
    const next = listReducer(onPage3, {
      type: 'changeTable',
      pagination: { current: 2, pageSize: 20 },
      sorter: { field: 'name', order: 'ascend' },
    });
    expect(next.ipagination).toEqual({ current: 2, pageSize: 20, total: 25 });
    expect(next.isorter).toEqual({ column: 'name', order: 'asc' });
    const unsorted = listReducer(next, { type: 'changeTable', pagination: { current: 1 }, sorter: {} });
    expect(unsorted.isorter).toEqual({ column: 'name', order: 'asc' });
    expect(unsorted.ipagination.pageSize).toBe(20);
  });

  it('records the total of a read, the selection, and after a delete clears it and leaves an emptied last page', () => {
    expect(listReducer(onPage3, { type: 'loaded', total: 7 }).ipagination.total).toBe(7);
    expect(listReducer(onPage3, { type: 'select', selectedRowKeys: ['c'] }).selectedRowKeys).toEqual(['c']);
    // 25 rows, page 3 holds 5: deleting all 5 shows page 2.
    const deleted = listReducer(onPage3, { type: 'deleted', removed: 5 });
    expect(deleted.selectedRowKeys).toEqual([]);
    expect(deleted.ipagination.current).toBe(2);
    expect(listReducer(onPage3, { type: 'deleted', removed: 1 }).ipagination.current).toBe(3);
  });
});
