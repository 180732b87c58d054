/**
 * The clear control (×) of antd's Select, TreeSelect, Cascader and Input, named in the UI's language.
 * rc-select names it "Clear" and rc-input by its icon ("close-circle") whatever antd's locale is
 * (antd's locale has no text for it), so a screen reader read English in the Chinese UI. Pass
 * `allowClear={useClearable()}` instead of `allowClear`: the selects take `label`, the input's button
 * is named by its icon; the icon stays antd's.
 */
import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo, type ReactNode } from 'react';
import { useText } from '../i18n/use-text';

export interface Clearable {
  clearIcon: ReactNode;
  label: string;
}

export function useClearable(): Clearable {
  const label = useText()('clear');
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={label} />, label }), [label]);
}
