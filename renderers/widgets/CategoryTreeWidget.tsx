/**
 * Category tree (JCategorySelect) over the category dictionary (SPEC §7 /sys/category/*): the
 * level under the `pcode` option ('0' or none: the roots), children on expand, a `condition` (JSON
 * object of name/code equalities, else the spec's message in the field), `back: "code"` to store
 * codes instead of ids, and `multiple`. A root that cannot be read warns with the server message.
 * A search reads the whole tree once and matches the names in both languages (LazyTreeSelect).
 */
import { useCallback, useMemo } from 'react';
import { useDataProvider } from '../context';
import type { TreeNodeData } from '../data/data-provider';
import { LazyTreeSelect } from './LazyTreeSelect';
import { treeCondition } from './tree-condition';
import { useLazyTree, type LevelLoader, type WholeLoader } from './use-lazy-tree';
import type { TextsLoader } from './use-stored-labels';
import { widgetOption, type FieldWidgetProps } from './widget-props';

function CategoryTreeWidgetView(props: FieldWidgetProps) {
  const data = useDataProvider();
  const pcode = widgetOption<string>(props, 'pcode') ?? '0';
  const byCode = widgetOption<string>(props, 'back') === 'code';
  const condition = treeCondition(widgetOption<unknown>(props, 'condition'));
  const json = condition.ok ? condition.json : undefined;

  const load = useMemo<LevelLoader | null>(
    () =>
      condition.ok
        ? (parent) =>
            data.loadCategoryTree(
              parent
                ? { pid: parent, ...(json ? { condition: json } : {}) }
                : { pcode, ...(json ? { condition: json } : {}) },
            )
        : null,
    [data, pcode, json, condition.ok],
  );
  // A search reads the whole tree under pcode once (not with a condition, which filters one level).
  const loadWhole = useMemo<WholeLoader | null>(
    () => (condition.ok && !json ? () => data.loadCategoryTree({ pcode, whole: true }) : null),
    [data, pcode, json, condition.ok],
  );
  const valueOf = useCallback((n: TreeNodeData) => (byCode && n.code ? n.code : n.key), [byCode]);
  const tree = useLazyTree(load, valueOf, loadWhole);
  // Stored ids are named by loadDictItem; stored codes one by one through loadOne.
  const loadTexts: TextsLoader = byCode
    ? async (codes) => {
        const answers = await Promise.all(codes.map((c) => data.loadCategoryOne('code', c)));
        return {
          success: true,
          code: 200,
          message: '',
          timestamp: 0,
          result: answers.map((a, i) => (a.success && a.result ? a.result.name : (codes[i] ?? ''))),
        };
      }
    : (ids) => data.loadCategoryTexts(ids);
  return <LazyTreeSelect field={props} tree={tree} loadTexts={loadTexts} badCondition={!condition.ok} />;
}
export const CategoryTreeWidget = CategoryTreeWidgetView;
