import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles } from '../../scripts/import-cycles/find-cycles';
import { moduleGraph } from '../../scripts/import-cycles/module-graph';
import { runtimeImports } from '../../scripts/import-cycles/runtime-imports';

describe('runtimeImports', () => {
  it.each([
    ["import { a } from './a';", ['./a']],
    ["import a from './a';", ['./a']],
    ["import * as a from './a';", ['./a']],
    ["import './side-effect';", ['./side-effect']],
    ["export { a } from './a';", ['./a']],
    ["export * from './a';", ['./a']],
    ["import type { A } from './a';", []],
    ["import { type A, type B } from './a';", []],
    ["import { type A, b } from './a';", ['./a']],
    ["import a, { type B } from './a';", ['./a']],
    ["export type { A } from './a';", []],
    ["export { type A } from './a';", []],
    ["const a = () => import('./a');", []],
    ['export const x = 1;', []],
  ])('%s → %j', (text, expected) => {
    expect(runtimeImports('file.ts', text)).toEqual(expected);
  });
});

describe('findCycles', () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
  it.each([
    ['no edges', { a: [], b: [] }, []],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['two modules', { a: ['b'], b: ['a'] }, [['a', 'b', 'a']]],
    ['a module importing itself', { a: ['a'] }, [['a', 'a']]],
    ['three modules, a shortcut inside', { b: ['c'], c: ['a', 'b'], a: ['b'] }, [['a', 'b', 'c', 'a']]],
    [
      'two separate cycles',
      { a: ['b'], b: ['a'], x: ['y'], y: ['x'], z: ['a'] },
      [
        ['a', 'b', 'a'],
        ['x', 'y', 'x'],
      ],
    ],
    ['a diamond (no cycle)', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
  ])('%s', (_name, edges, expected) => {
    expect(findCycles(graph(edges))).toEqual(expected);
  });

  it('walks a long chain without overflowing the stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 5_000; i += 1) edges[`m${i}`] = [`m${i + 1}`];
    edges.m5000 = ['m0'];
    const [cycle] = findCycles(graph(edges));
    expect(cycle).toHaveLength(5_002);
  });
});

describe('moduleGraph on files', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('resolves extension-less, .js-for-.ts and folder-index imports, and finds the cycle through them', () => {
    write('src/a.ts', "import { b } from './b';\nexport const a = b;");
    write('src/b.tsx', "import { c } from './c.js';\nexport const b = c;");
    write('src/c.ts', "import { d } from './d';\nimport type { A } from './a';\nexport const c = d;");
    write('src/d/index.ts', "import { a } from '../a';\nimport React from 'react';\nexport const d = a;");
    write('src/lazy.ts', "export const load = () => import('./a');");
    const graph = moduleGraph(root, ['src']);
    expect(graph.get('src/c.ts')).toEqual(['src/d/index.ts']);
    expect(graph.get('src/d/index.ts')).toEqual(['src/a.ts']);
    expect(findCycles(graph)).toEqual([['src/a.ts', 'src/b.tsx', 'src/c.ts', 'src/d/index.ts', 'src/a.ts']]);
  });
});
