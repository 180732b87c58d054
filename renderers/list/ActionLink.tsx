/**
 * A row action or a linked cell: a real button that looks like a link. antd's Typography.Link
 * renders an <a> without href, which the keyboard cannot reach and which assistive technology does
 * not announce as disabled. Small size keeps the 24 px target of WCAG 2.5.8.
 *
 * A disabled action (an administrator's row) is aria-disabled rather than disabled: it stays in the
 * tab order and takes hover and focus, so the tooltip saying why it is unavailable reaches mouse
 * and keyboard users alike (a disabled button gets no mouse events at all), while a click does nothing.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useThemeToken } from '../use-theme-token';

const LINK_STYLE: React.CSSProperties = { paddingInline: 0 };

export interface ActionLinkProps {
  children: ReactNode;
  disabled?: boolean;
  /** A destructive action: the theme's error colour (#cf1322, 5.9:1 on white). */
  danger?: boolean;
  onClick?(): void;
}

export function ActionLink({ children, disabled, danger, onClick, ...rest }: ActionLinkProps) {
  const token = useThemeToken();
  const style = disabled
    ? { ...LINK_STYLE, color: token.colorTextDisabled, cursor: 'not-allowed' }
    : LINK_STYLE;
  return (
    // autoInsertSpace off: "编辑" must not become "编 辑" (the label is also the accessible name).
    // `rest` carries the hover and focus handlers a wrapping Tooltip or Popconfirm adds.
    <Button
      {...rest}
      type="link"
      size="small"
      danger={danger}
      autoInsertSpace={false}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      style={style}
    >
      {children}
    </Button>
  );
}
