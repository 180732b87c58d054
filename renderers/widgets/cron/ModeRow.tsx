/**
 * One mode of a tab: its radio, then the inputs it takes (outside the radio's label, each labelled
 * itself), and below them a block such as a checkbox grid.
 */
import { Radio, Space } from 'antd';
import type { ReactNode } from 'react';

export interface ModeRowProps {
  value: string;
  label: string;
  children?: ReactNode;
  below?: ReactNode;
}

export function ModeRow({ value, label, children, below }: ModeRowProps) {
  return (
    <div style={{ lineHeight: '32px' }}>
      <Radio value={value}>{label}</Radio>
      {children ? (
        <Space size={4} wrap style={{ marginInlineStart: 8 }}>
          {children}
        </Space>
      ) : null}
      {below ? <div style={{ marginInlineStart: 24, lineHeight: 'normal' }}>{below}</div> : null}
    </div>
  );
}

export const MODE_LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 4, width: '100%' } as const;
