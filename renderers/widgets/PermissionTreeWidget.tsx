/**
 * The menu and button tree (GET /sys/permission/queryTreeList through the data provider's
 * `permissionTree` option list). By default a checkbox tree whose value is the checked ids
 * comma-joined (a role's `permissionIds`): each entry is a native checkbox named by its title, so it
 * is reached with Tab and checked with Space, and each menu with children has a button that folds it.
 * With `x-widget-options.single` it picks one entry (a menu's parent): `menusOnly` leaves buttons
 * out, and the record being edited and everything under it are never offered.
 */
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Checkbox, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import {
  descendantsOf,
  idsOf,
  indexTree,
  partlyChecked,
  toggleChecked,
  valueOf,
  type PermissionNode,
  type TreeIndex,
} from './permission-tree-state';
import { useClearable } from './use-clearable';
import {
  fieldStatusProps,
  groupProps,
  isLocked,
  recordIdOf,
  widgetOption,
  type FieldWidgetProps,
} from './widget-props';

const TEXT = {
  fold: { 'zh-CN': '收起', 'en-US': 'Collapse' },
  unfold: { 'zh-CN': '展开', 'en-US': 'Expand' },
  empty: { 'zh-CN': '暂无数据', 'en-US': 'No data' },
  select: { 'zh-CN': '请选择', 'en-US': 'Please select' },
  button: { 'zh-CN': '按钮', 'en-US': 'Button' },
};

/** The tree, loaded once per mount; a refusal shows the server's message and leaves it empty. */
function usePermissionTree(): PermissionNode[] | null {
  const { data } = useRenderer();
  const feedback = useFeedback();
  const [nodes, setNodes] = useState<PermissionNode[] | null>(null);
  useEffect(() => {
    let alive = true;
    data.loadOptions<PermissionNode>('permissionTree').then(
      (answer) => {
        if (!alive) return;
        if (!answer.success) feedback.warning(answer.message);
        setNodes(answer.success && Array.isArray(answer.result) ? answer.result : []);
      },
      () => alive && setNodes([]),
    );
    return () => {
      alive = false;
    };
    // feedback is a new object each render; the tree is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  return nodes;
}

interface CheckTreeProps {
  nodes: readonly PermissionNode[];
  index: TreeIndex;
  checked: ReadonlySet<string>;
  disabled: boolean;
  onToggle(key: string, on: boolean): void;
}

function CheckTree({ nodes, index, checked, disabled, onToggle }: CheckTreeProps) {
  const { t } = useRenderer();
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const flip = (key: string) =>
    setFolded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const renderLevel = (level: readonly PermissionNode[]) => (
    <ul style={{ listStyle: 'none', margin: 0, paddingInlineStart: 20 }}>
      {level.map((node) => {
        const children = node.children ?? [];
        const open = !folded.has(node.key);
        return (
          <li key={node.key}>
            {children.length > 0 ? (
              <Button
                type="text"
                size="small"
                aria-expanded={open}
                aria-label={`${t(open ? TEXT.fold : TEXT.unfold)} ${node.title}`}
                icon={open ? <DownOutlined /> : <RightOutlined />}
                onClick={() => flip(node.key)}
              />
            ) : (
              <span style={{ display: 'inline-block', width: 24 }} aria-hidden="true" />
            )}
            <Checkbox
              checked={checked.has(node.key)}
              indeterminate={!checked.has(node.key) && partlyChecked(index, checked, node.key)}
              disabled={disabled}
              onChange={(e) => onToggle(node.key, e.target.checked)}
            >
              {node.title}
              {node.menuType === 2 && node.perms ? (
                <span style={{ marginInlineStart: 8, color: 'rgba(0, 0, 0, 0.65)' }}>
                  {t(TEXT.button)} {node.perms}
                </span>
              ) : null}
            </Checkbox>
            {open && children.length > 0 ? renderLevel(children) : null}
          </li>
        );
      })}
    </ul>
  );
  return renderLevel(nodes);
}

interface SelectNode {
  value: string;
  title: string;
  children?: SelectNode[];
}

/** Choices of the single picker: menus only when asked, never `exclude` nor anything under it. */
function selectNodes(
  nodes: readonly PermissionNode[],
  menusOnly: boolean,
  exclude: ReadonlySet<string>,
): SelectNode[] {
  return nodes
    .filter((n) => !exclude.has(n.key) && !(menusOnly && n.menuType === 2))
    .map((n) => {
      const children = selectNodes(n.children ?? [], menusOnly, exclude);
      return { value: n.key, title: n.title, ...(children.length > 0 ? { children } : {}) };
    });
}

function PermissionTreeWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const { t } = useRenderer();
  const clearable = useClearable();
  const nodes = usePermissionTree();
  const index = useMemo(() => indexTree(nodes ?? []), [nodes]);
  const recordId = recordIdOf(props);
  const single = widgetOption<boolean>(props, 'single') === true;
  const menusOnly = widgetOption<boolean>(props, 'menusOnly') === true;
  const treeData = useMemo(() => {
    const exclude = new Set(recordId ? [recordId, ...descendantsOf(index, recordId)] : []);
    return selectNodes(nodes ?? [], menusOnly, exclude);
  }, [nodes, index, recordId, menusOnly]);

  if (single) {
    return (
      <TreeSelect<string | undefined>
        id={id}
        style={{ width: '100%' }}
        treeData={treeData}
        allowClear={clearable}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
        disabled={isLocked(props)}
        placeholder={placeholder || t(TEXT.select)}
        {...fieldStatusProps(props)}
        value={idsOf(value)[0]}
        onChange={(v) => onChange(v ?? undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    );
  }

  const ids = idsOf(value);
  return (
    <div id={id} {...groupProps(props, 'group')} style={{ maxHeight: 420, overflow: 'auto' }}>
      {nodes !== null && nodes.length === 0 ? <span>{t(TEXT.empty)}</span> : null}
      <CheckTree
        nodes={nodes ?? []}
        index={index}
        checked={new Set(ids)}
        disabled={isLocked(props)}
        onToggle={(key, on) => onChange(valueOf(toggleChecked(index, ids, key, on)))}
      />
    </div>
  );
}

export const PermissionTreeWidget = PermissionTreeWidgetView;
