/**
 * The select of the tree widgets (treeSelect, categoryTree): antd's TreeSelect over a tree read
 * level by level, its dropdown at most 400 px high (SPEC §9), the stored value(s) shown by name,
 * and a wrong `condition` shown in the field instead of a tree (SPEC §5).
 */
import { TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useText } from '../i18n/use-text';
import { joinIds, splitIds } from './use-remote-list';
import type { LazyTree } from './use-lazy-tree';
import { TREE_ROOT } from './use-lazy-tree';
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
  const multiple = widgetOption<boolean>(field, 'multiple') === true || schema.type === 'array';
  const values = splitIds(value);
  const known = useMemo(() => new Map(tree.nodes.map((n) => [n.value, n.title])), [tree.nodes]);
  const labels = useStoredLabels(values, known, badCondition ? null : loadTexts);
  const status = fieldStatusProps(field);
  const conditionErrorId = `${id}__condition`;
  const shown = values.map((v) => ({ value: v, label: labels.get(v) ?? v }));
  return (
    <>
      <TreeSelect
        id={id}
        style={{ width: '100%' }}
        allowClear
        showSearch={{ treeNodeFilterProp: 'title' }}
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
          ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': [status['aria-describedby'], conditionErrorId].filter(Boolean).join(' ') }
          : {})}
        onChange={(picked: { value: string } | Array<{ value: string }> | undefined) => {
          const list = picked === undefined || picked === null ? [] : Array.isArray(picked) ? picked : [picked];
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
