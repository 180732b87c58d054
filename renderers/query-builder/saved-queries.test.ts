import { beforeEach, describe, expect, it } from 'vitest';
import { rendererText } from '../i18n/use-text';
import { loadSavedQueries, queryProblem, removeSavedQuery, saveQuery, savedQueryKey } from './saved-queries';

class MemoryStore {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

const line = { field: 'realname', rule: 'like', val: '张', type: 'string', dbType: 'string' };

describe('saved queries', () => {
  let store: MemoryStore;
  beforeEach(() => {
    store = new MemoryStore();
  });

  it('stores {title, matchType, records} under JSuperQuerySaved_<code>', () => {
    expect(saveQuery(store, 'user-list', { title: '张姓', matchType: 'and', records: [line] })).toBe('saved');
    expect(savedQueryKey('user-list')).toBe('JSuperQuerySaved_user-list');
    expect(JSON.parse(store.getItem('JSuperQuerySaved_user-list') ?? '')).toEqual([
      { title: '张姓', matchType: 'and', records: [line] },
    ]);
  });

  it('asks before overwriting an existing title, and overwrites when told', () => {
    saveQuery(store, 'p', { title: 'a', matchType: 'and', records: [line] });
    expect(saveQuery(store, 'p', { title: 'a', matchType: 'or', records: [] })).toBe('exists');
    expect(loadSavedQueries(store, 'p')[0]?.matchType).toBe('and');
    expect(saveQuery(store, 'p', { title: 'a', matchType: 'or', records: [line] }, true)).toBe('saved');
    expect(loadSavedQueries(store, 'p')).toHaveLength(1);
    expect(loadSavedQueries(store, 'p')[0]?.matchType).toBe('or');
  });

  it('removes by title and survives broken storage', () => {
    saveQuery(store, 'p', { title: 'a', matchType: 'and', records: [line] });
    saveQuery(store, 'p', { title: 'b', matchType: 'and', records: [line] });
    expect(removeSavedQuery(store, 'p', 'a').map((q) => q.title)).toEqual(['b']);
    store.setItem(savedQueryKey('x'), '{not json');
    expect(loadSavedQueries(store, 'x')).toEqual([]);
  });

  it('refuses empty queries and nameless saves with the spec messages', () => {
    expect(rendererText('zh-CN', queryProblem([], 'query') ?? 'ok')).toBe('不能查询空条件');
    expect(rendererText('zh-CN', queryProblem([], 'save', 'x') ?? 'ok')).toBe('空条件不能保存');
    expect(rendererText('zh-CN', queryProblem([line], 'save', '  ') ?? 'ok')).toBe('保存名称不能为空');
    expect(queryProblem([line], 'query')).toBeNull();
  });
});
