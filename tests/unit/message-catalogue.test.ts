/**
 * One translation per sentence (one source for each fact): every zh-CN text the server,
 * src/shared, the shell (src/client/i18n) and the renderer (renderers/i18n) pair with an en-US text
 * gets the same en-US text everywhere, and the shared catalogue's sentences have one spelling.
 * Server and shared pairs are found by reading the source: every object literal with a literal
 * 'zh-CN' and 'en-US' (pairs built from a template with values are sentences of their own), and
 * every message of the message files, schemas/messages/*.json (a `{placeholder}` text is a sentence
 * of its own too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../src/client/i18n/en-US';
import { zhCN } from '../../src/client/i18n/zh-CN';
import { MESSAGES } from '../../renderers/i18n/messages';
import { CATALOGUE } from '../../src/shared/messages/catalogue';
import { checkMessagesDocument } from '../../src/shared/messages/messages-check';
import { readJsonFiles, SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';

interface Entry {
  zh: string;
  en: string;
  where: string;
}

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

function literalText(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** `{ 'zh-CN': '…', 'en-US': '…' }` literals of one source text. */
function pairsInSource(fileName: string, text: string): Entry[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out: Entry[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const sides = new Map<string, string | undefined>();
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.name))
          sides.set(p.name.text, literalText(p.initializer));
      }
      const zh = sides.get('zh-CN');
      const en = sides.get('en-US');
      if (zh !== undefined && en !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        out.push({ zh, en, where: `${fileName}:${line}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The messages of schemas/messages/*.json, each where its file and key say. */
function messageFileEntries(): Entry[] {
  return readJsonFiles(join(SCHEMAS_ROOT, 'messages')).flatMap(({ file, doc }) =>
    Object.entries(checkMessagesDocument(file, doc)).map(([key, pair]) => ({
      zh: pair['zh-CN'],
      en: pair['en-US'],
      where: `${relative(ROOT, file)}:${key}`,
    })),
  );
}

/** The shell's two language files walked side by side: one entry per key path. */
function shellEntries(zh: object, en: object, path = 'src/client/i18n:'): Entry[] {
  return Object.entries(zh).flatMap(([key, value]): Entry[] => {
    const other: unknown = (en as Record<string, unknown>)[key];
    if (typeof value === 'string') return [{ zh: value, en: String(other), where: `${path}${key}` }];
    return shellEntries(value as object, other as object, `${path}${key}.`);
  });
}

/** zh-CN texts given more than one en-US text, with every place that gives each. */
function translationConflicts(entries: readonly Entry[]): string[] {
  const byZh = new Map<string, Entry[]>();
  for (const e of entries) byZh.set(e.zh, [...(byZh.get(e.zh) ?? []), e]);
  return [...byZh.values()]
    .filter((group) => new Set(group.map((e) => e.en)).size > 1)
    .map((group) => `${group[0]!.zh}: ${group.map((e) => `"${e.en}" (${e.where})`).join(' / ')}`);
}

/** Other spellings of a catalogue sentence (differing only in the closing !/！/。). */
function spellingVariants(entries: readonly Entry[], catalogue: readonly string[]): string[] {
  const bare = (s: string) => s.replace(/[!！。.]+$/u, '');
  return catalogue.flatMap((zh) =>
    entries
      .filter((e) => e.zh !== zh && bare(e.zh) === bare(zh))
      .map((e) => `${e.zh} (${e.where}) spells ${zh}`),
  );
}

function allEntries(): Entry[] {
  const scanned = ['src/server', 'src/shared'].flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).flatMap((file) =>
      pairsInSource(relative(ROOT, file), readFileSync(file, 'utf8')),
    ),
  );
  const renderer = Object.entries(MESSAGES).map(([key, pair]) => ({
    zh: pair['zh-CN'],
    en: pair['en-US'],
    where: `renderers/i18n:${key}`,
  }));
  return [...scanned, ...messageFileEntries(), ...shellEntries(zhCN, enUS), ...renderer];
}

describe('message catalogues', () => {
  it('give each zh-CN text one en-US text (server, shared, shell and renderer)', () => {
    const entries = allEntries();
    // The scan reaches the server's pairs, not only the imported catalogues.
    expect(entries.some((e) => e.where.startsWith('src/server/http/messages.ts'))).toBe(true);
    // And the message files, which hold the catalogue itself.
    expect(entries).toContainEqual({
      zh: CATALOGUE.forbidden['zh-CN'],
      en: CATALOGUE.forbidden['en-US'],
      where: 'schemas/messages/catalogue.json:forbidden',
    });
    expect(translationConflicts(entries)).toEqual([]);
  });

  it('spell each catalogue sentence one way', () => {
    const catalogue = Object.values(CATALOGUE).map((pair) => pair['zh-CN']);
    expect(spellingVariants(allEntries(), catalogue)).toEqual([]);
  });

  it('report a second translation and a second spelling with where each is given', () => {
    const pairs = pairsInSource(
      'a.ts',
      `const A = { x: { 'zh-CN': '操作成功！', 'en-US': 'Done!' }, y: { 'zh-CN': '操作成功！', 'en-US': 'Success' } };
       const B = { 'zh-CN': '操作成功!', 'en-US': 'Done!' };
       const C = { 'zh-CN': \`共\${n}行\`, 'en-US': \`\${n} rows\` };`,
    );
    expect(pairs.map((p) => p.where)).toEqual(['a.ts:1', 'a.ts:1', 'a.ts:2']);
    expect(translationConflicts(pairs)).toEqual(['操作成功！: "Done!" (a.ts:1) / "Success" (a.ts:1)']);
    expect(spellingVariants(pairs, ['操作成功！'])).toEqual(['操作成功! (a.ts:2) spells 操作成功！']);
  });
});
