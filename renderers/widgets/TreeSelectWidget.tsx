/**
 * Tree select (JTreeSelect) over a registered table's tree (SPEC §7 /sys/dict/loadTreeData):
 * options `dict` ("table,text,code") or `tableName` + `text` + `code`, with `pidField` (default
 * "pid"), `pidValue` (the roots' parent, default empty), `hasChildField`, `condition` (a JSON object
 * or string of one, else the spec's message in the field) and `multiple`. Children load on expand.
 */
import { useCallback, useMemo } from 'react';
import { useDataProvider } from '../context';
import { LazyTreeSelect } from './LazyTreeSelect';
import { treeCondition } from './tree-condition';
import { useLazyTree, type LevelLoader } from './use-lazy-tree';
import type { TextsLoader } from './use-stored-labels';
import { widgetOption, type FieldWidgetProps } from './widget-props';

interface TreeSource {
  tableName: string;
  text: string;
  code: string;
}

function sourceOf(props: FieldWidgetProps): TreeSource | null {
  const dict = widgetOption<string>(props, 'dict');
  const [tableName, text, code] = dict
    ? dict.split(',').map((p) => p.trim())
    : [
        widgetOption<string>(props, 'tableName'),
        widgetOption<string>(props, 'text'),
        widgetOption<string>(props, 'code'),
      ];
  return tableName && text && code ? { tableName, text, code } : null;
}

function TreeSelectWidgetView(props: FieldWidgetProps) {
  const data = useDataProvider();
  const source = sourceOf(props);
  const pidField = widgetOption<string>(props, 'pidField') ?? 'pid';
  const rootPid = widgetOption<string>(props, 'pidValue') ?? '';
  const hasChildField = widgetOption<string>(props, 'hasChildField');
  const condition = treeCondition(widgetOption<unknown>(props, 'condition'));
  const json = condition.ok ? condition.json : undefined;
  const { tableName, text, code } = source ?? { tableName: '', text: '', code: '' };

  const load = useMemo<LevelLoader | null>(
    () =>
      tableName && condition.ok
        ? (parent) =>
            data.loadTreeData({
              tableName,
              text,
              code,
              pidField,
              pid: parent ?? rootPid,
              ...(hasChildField ? { hasChildField } : {}),
              ...(json ? { condition: json } : {}),
            })
        : null,
    [data, tableName, text, code, pidField, rootPid, hasChildField, json, condition.ok],
  );
  const tree = useLazyTree(
    load,
    useCallback((n) => n.key, []),
  );
  const loadTexts: TextsLoader | null = tableName
    ? (values) => data.loadDictTexts(`${tableName},${text},${code}`, values)
    : null;
  return <LazyTreeSelect field={props} tree={tree} loadTexts={loadTexts} badCondition={!condition.ok} />;
}
export const TreeSelectWidget = TreeSelectWidgetView;
