/**
 * antd's Spin announced as a status: antd puts an aria-label on a plain div, which assistive
 * technology ignores and axe refuses (aria-prohibited-attr) unless the div has a role. Every loading
 * indicator with a name goes through here.
 */
import { Spin, type SpinProps } from 'antd';

export function Loading({ label, ...spin }: SpinProps & { label: string }) {
  // role is not among SpinProps' types, but Spin passes the rest of its props to its element.
  const status = { role: 'status', 'aria-label': label };
  return <Spin {...spin} {...status} />;
}
