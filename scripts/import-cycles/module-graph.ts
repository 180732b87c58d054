/**
 * The runtime import graph of the project's own source files: each file under the given folders,
 * with the files its relative imports resolve to (the bundler's rules: the extension may be left
 * out, or name a folder's index). Imports of packages are not followed: a cycle through a package
 * cannot be fixed here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { ModuleGraph } from './find-cycles';
import { runtimeImports } from './runtime-imports';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a relative specifier names, or undefined when it names none (the type checker says so). */
export function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    // `./x.js` written for a TypeScript file `./x.ts`.
    ...(/\.m?js$/.test(base) ? ['.ts', '.tsx', '.mts'].map((e) => base.replace(/\.m?js$/, e)) : []),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

/** The graph of the files under `folders` (paths relative to `root`). */
export function moduleGraph(root: string, folders: readonly string[]): ModuleGraph {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      const targets: string[] = [];
      for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveRelative(file, specifier);
        if (target && SOURCE.test(target)) targets.push(relative(root, target));
      }
      graph.set(relative(root, file), targets);
    }
  }
  return graph;
}
