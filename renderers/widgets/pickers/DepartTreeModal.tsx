/**
 * The department picker dialog (JSelectDepartModal, SPEC §2, §9 width 500): title 选择部门, a search
 * box narrowing the tree, a checkbox tree, and with `linked` a parent's box checking its whole
 * subtree (parent-child linking). Confirming with nothing checked marks the error 请选择部门 and
 * keeps the dialog open (SPEC §5). Mounted only while open, so cancel drops what was ticked.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { useText } from '../../i18n/use-text';
import { useClearable } from '../use-clearable';
import type { DepartOption } from '../depart-tree';
import { departKeys, filterDepartTree } from './depart-tree-filter';

export const DEPART_PICKER_WIDTH = 500;

export interface DepartTreeModalProps {
  id: string;
  treeData: readonly DepartOption[];
  initial: readonly string[];
  multiple: boolean;
  linked: boolean;
  onOk(ids: string[]): void;
  onCancel(): void;
}

type CheckedKeys = Parameters<NonNullable<TreeProps['onCheck']>>[0];

function keysOf(checked: CheckedKeys): string[] {
  return (Array.isArray(checked) ? checked : checked.checked).map(String);
}

export function DepartTreeModal({
  id,
  treeData,
  initial,
  multiple,
  linked,
  onOk,
  onCancel,
}: DepartTreeModalProps) {
  const t = useText();
  const clearable = useClearable();
  const [keyword, setKeyword] = useState('');
  const [checked, setChecked] = useState<string[]>(() => [...initial]);
  const [missing, setMissing] = useState(false);
  const shown = useMemo(() => filterDepartTree(treeData, keyword), [treeData, keyword]);
  const shownKeys = useMemo(() => new Set(departKeys(shown)), [shown]);

  const onCheck: TreeProps['onCheck'] = (next, info) => {
    const ticked = keysOf(next);
    setMissing(false);
    if (!multiple) {
      setChecked(info.checked ? [String(info.node.key)] : []);
      return;
    }
    // Departments the search hides keep their state; the visible ones take the tree's.
    setChecked((before) => [
      ...before.filter((k) => !shownKeys.has(k)),
      ...ticked.filter((k) => shownKeys.has(k)),
    ]);
  };
  const confirm = () => {
    if (checked.length === 0) {
      setMissing(true);
      return;
    }
    onOk(checked);
  };

  const searchId = `${id}-depart-search`;
  const errorId = `${id}-depart-error`;
  return (
    <Modal
      open
      title={t('departPickerTitle')}
      width={DEPART_PICKER_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Input
        id={searchId}
        aria-label={t('departPickerSearch')}
        allowClear={clearable}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('departPickerSearch')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div
        role="group"
        aria-label={t('departPickerTree')}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        style={{
          maxHeight: 400,
          overflow: 'auto',
          border: `1px solid ${missing ? '#ff4d4f' : 'transparent'}`,
          borderRadius: 6,
        }}
      >
        <Tree
          key={`${shown.length}:${keyword}`}
          checkable
          selectable={false}
          checkStrictly={!linked}
          defaultExpandAll
          treeData={shown}
          checkedKeys={checked}
          onCheck={onCheck}
        />
      </div>
      {missing ? (
        <Typography.Text id={errorId} type="danger" role="alert">
          {t('departPickerRequired')}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
