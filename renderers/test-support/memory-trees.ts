/**
 * The in-memory provider's trees and look-ups for the tree and search widgets: a registered table's
 * tree (rows with `id`, a parent field and a text field), the category dictionary (rows with id,
 * pid, name, code) and dictionary texts, answered as the server does (one level, leaf flags).
 */
import type { Envelope } from '../../src/shared/envelope';
import type { DataProvider, DictItem, TreeNodeData } from '../data/data-provider';

export type TreeRow = Record<string, unknown>;

export interface CategoryRow {
  id: string;
  pid?: string;
  name: string;
  /** The English name (answered as nameEn, with nameZh, as the server does). */
  nameEn?: string;
  code: string;
}

export interface MemoryTreeOptions {
  dicts?: Record<string, DictItem[]>;
  /** Rows of tree tables by table name (treeSelect). */
  trees?: Record<string, TreeRow[]>;
  categories?: CategoryRow[];
}

const ok = <T>(result: T, message = ''): Envelope<T> => ({
  success: true,
  code: 200,
  message,
  result,
  timestamp: 0,
});
const refused = <T>(message: string, result: T, code = 400): Envelope<T> => ({
  success: false,
  code,
  message,
  result,
  timestamp: 0,
});
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

type TreeMethods = Pick<
  DataProvider,
  | 'loadDictTexts'
  | 'loadTreeData'
  | 'loadCategoryTree'
  | 'loadCategoryOne'
  | 'loadCategoryTexts'
  | 'deleteUpload'
>;

export function memoryTrees(options: MemoryTreeOptions): TreeMethods {
  const categories = options.categories ?? [];
  const categoryLevel = (parent: string, whole = false, depth = 0): TreeNodeData[] =>
    categories
      .filter((c) => (c.pid ?? '') === parent)
      .map((c) => {
        const leaf = !categories.some((k) => k.pid === c.id);
        const node: TreeNodeData = {
          key: c.id,
          value: c.id,
          title: c.name,
          nameZh: c.name,
          nameEn: c.nameEn ?? '',
          code: c.code,
          leaf,
          isLeaf: leaf,
        };
        // A whole tree (async=false) nests each node's children, as the server's subtree does.
        if (whole && !leaf && depth < 20) node.children = categoryLevel(c.id, true, depth + 1);
        return node;
      });
  return {
    loadDictTexts: (dict, keys) => {
      // A table dictionary `table,text,code` reads the tree table's rows; a code its items.
      const [table, textField, codeField] = dict.split(',');
      if (table && textField && codeField) {
        const rows = options.trees?.[table] ?? [];
        return Promise.resolve(
          ok(keys.map((k) => text(rows.find((r) => text(r[codeField]) === k)?.[textField]) || k)),
        );
      }
      const items = options.dicts?.[dict] ?? [];
      return Promise.resolve(ok(keys.map((k) => items.find((i) => i.value === k)?.text ?? k)));
    },
    loadTreeData: (query) => {
      const rows = options.trees?.[query.tableName] ?? [];
      const level = rows.filter((r) => text(r[query.pidField]) === query.pid);
      return Promise.resolve(
        ok(
          level.map((r) => {
            const key = text(r[query.code]);
            const leaf = !rows.some((c) => text(c[query.pidField]) === key);
            return { key, value: key, title: text(r[query.text]), leaf, isLeaf: leaf };
          }),
        ),
      );
    },
    loadCategoryTree: ({ pid, pcode, whole }) => {
      if (pid) return Promise.resolve(ok(categoryLevel(pid)));
      const code = pcode || '0';
      if (code === '0') return Promise.resolve(ok(categoryLevel('', whole)));
      const root = categories.find((c) => c.code === code);
      return Promise.resolve(
        root ? ok(categoryLevel(root.id, whole)) : refused(`该编码【${code}】不存在，请核实!`, []),
      );
    },
    loadCategoryOne: (field, value) => {
      const found = categories.find((c) => c[field] === value);
      return Promise.resolve(
        found
          ? ok({ id: found.id, pid: found.pid ?? '', name: found.name, code: found.code })
          : refused('查询无果', null, 404),
      );
    },
    loadCategoryTexts: (ids) =>
      Promise.resolve(ok(ids.map((id) => categories.find((c) => c.id === id)?.name ?? id))),
    deleteUpload: () => Promise.resolve(ok(null, '删除成功!')),
  };
}
