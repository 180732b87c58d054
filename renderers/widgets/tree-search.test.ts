import { describe, expect, it } from 'vitest';
import { expandedForSearch, nodeMatches } from './tree-search';
import type { FlatTreeNode } from './use-lazy-tree';

const n = (id: string, pId: string, title: string, en = ''): FlatTreeNode => ({
  id,
  pId,
  value: `v-${id}`,
  title,
  isLeaf: false,
  searchText: [title, en].filter(Boolean).join('\n').toLowerCase(),
});

const NODES = [
  n('c1', '__root__', '体系认证', 'System certification'),
  n('c11', 'c1', 'ISO 9001 质量管理体系', 'ISO 9001 quality management'),
  n('c2', '__root__', '产品认证', 'Product certification'),
  n('c21', 'c2', 'CCC 强制性产品认证', 'CCC compulsory certification'),
  n('c211', 'c21', '家用电器', 'Household appliances'),
];

describe('nodeMatches', () => {
  it.each([
    ['CCC', 'c21', true],
    ['ccc', 'c21', true],
    ['强制', 'c21', true],
    ['compulsory', 'c21', true],
    ['  quality ', 'c11', true],
    ['认证', 'c11', false],
    ['', 'c1', false],
    ['   ', 'c1', false],
  ])('"%s" on %s → %s', (input, id, expected) => {
    expect(
      nodeMatches(
        NODES.find((x) => x.id === id)!,
        input,
      ),
    ).toBe(expected);
  });
});

describe('expandedForSearch', () => {
  it.each([
    ['CCC', ['v-c2']],
    ['appliances', ['v-c21', 'v-c2']],
    ['quality', ['v-c1']],
    ['认证', ['v-c2']],
    ['nothing', []],
    ['', []],
  ])('"%s" opens %j', (input, expected) => {
    expect(expandedForSearch(NODES, input).sort()).toEqual([...expected].sort());
  });
});
