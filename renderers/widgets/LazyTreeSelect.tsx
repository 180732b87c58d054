/**
 * The select of the tree widgets (treeSelect, categoryTree): antd's TreeSelect over a tree read
 * level by level, its dropdown at most 400 px high (SPEC §9), the stored value(s) shown by name,
 * and a wrong `condition` shown in the field instead of a tree (SPEC §5). A search matches any part
 * of a label in either language (tree-search.ts); where the tree can be read whole, the first search
 * reads it, so nodes under collapsed ones are found, and the nodes above a match open.
 */
import { TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useText } from '../i18n/use-text';
import { useClearable } from './use-clearable';
import { joinIds, splitIds } from './use-remote-list';
import type { LazyTree } from './use-lazy-tree';
import { TREE_ROOT } from './use-lazy-tree';
import { expandedForSearch, nodeMatches } from './tree-search';
import { useStoredLabels, type TextsLoader } from './use-stored-labels';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';
import { errorId } from '@rjsf/utils';

export const TREE_DROPDOWN_MAX_HEIGHT = 400;

export interface LazyTreeSelectProps {
  field: FieldWidgetProps;
  tree: LazyTree;
  /** Texts of stored values the tree has not loaded. */
  loadTexts: TextsLoader | null;
  /** The options' condition is not a JSON object: the field shows the spec's message. */
  badCondition: boolean;
}

export function LazyTreeSelect({ field, tree, loadTexts, badCondition }: LazyTreeSelectProps) {
  const { id, value, onChange, onBlur, placeholder, schema } = field;
  const text = useText();
  const clearable = useClearable();
  const multiple = widgetOption<boolean>(field, 'multiple') === true || schema.type === 'array';
  const values = splitIds(value);
  const known = useMemo(() => new Map(tree.nodes.map((n) => [n.value, n.title])), [tree.nodes]);
  const labels = useStoredLabels(values, known, badCondition ? null : loadTexts);
  const status = fieldStatusProps(field);
  const conditionErrorId = `${id}__condition`;
  const shown = values.map((v) => ({ value: v, label: labels.get(v) ?? v }));
  const [search, setSearch] = useState('');
  // While searching, what is open: the nodes above a match, and what the user opens or closes after.
  const [searchOpened, setSearchOpened] = useState<{ search: string; keys: string[] } | null>(null);
  const matchedOpen = useMemo(() => expandedForSearch(tree.nodes, search), [tree.nodes, search]);
  const expanded =
    search.trim() === '' ? undefined : searchOpened?.search === search ? searchOpened.keys : matchedOpen;
  return (
    <>
      <TreeSelect
        id={id}
        style={{ width: '100%' }}
        allowClear={clearable}
        showSearch={{
          searchValue: search,
          onSearch: (input: string) => {
            setSearch(input);
            if (input.trim() !== '') void tree.loadAll?.();
          },
          filterTreeNode: (input: string, node: { searchText?: string; title?: unknown }) =>
            nodeMatches({ searchText: node.searchText ?? '', title: String(node.title ?? '') }, input),
        }}
        {...(expanded ? { treeExpandedKeys: expanded } : {})}
        onTreeExpand={(keys) => {
          if (search.trim() !== '') setSearchOpened({ search, keys: keys.map(String) });
        }}
        multiple={multiple}
        labelInValue
        treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: TREE_ROOT }}
        treeData={tree.nodes}
        loadData={(node) => tree.loadChildren(String(node.id))}
        listHeight={TREE_DROPDOWN_MAX_HEIGHT}
        styles={{ popup: { root: { maxHeight: TREE_DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
        value={multiple ? shown : shown[0]}
        disabled={isLocked(field) || badCondition}
        placeholder={placeholder || text('placeholderSelect')}
        {...status}
        {...(badCondition
          ? {
              status: 'error' as const,
              'aria-invalid': true,
              'aria-describedby': [status['aria-describedby'], conditionErrorId].filter(Boolean).join(' '),
            }
          : {})}
        // The search is held here (it opens the nodes above its matches): cleared once a node is
        // picked or the list closes, as the select clears its own.
        onOpenChange={(open: boolean) => {
          if (!open) setSearch('');
        }}
        onChange={(picked: { value: string } | Array<{ value: string }> | undefined) => {
          setSearch('');
          const list =
            picked === undefined || picked === null ? [] : Array.isArray(picked) ? picked : [picked];
          const ids = list.map((p) => String(p.value));
          onChange(schema.type === 'array' ? (ids.length ? ids : undefined) : joinIds(ids));
        }}
        onBlur={() => onBlur(id, value)}
      />
      {badCondition && (
        <Typography.Text type="danger" id={conditionErrorId} role="alert" data-error-for={errorId(id)}>
          {text('treeConditionInvalid')}
        </Typography.Text>
      )}
    </>
  );
}
