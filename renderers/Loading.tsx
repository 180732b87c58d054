/**
 * The renderer's one loading indicator: antd Spin's dots drawn with plain markup and CSS
 * (loading.css), announced as a status named by its label. antd's Spin would bring its component,
 * its CSS-in-JS style and a debounce to every page that can show a spinner (about 4 KB gzipped on
 * a form page, which shows one only while a chunk loads), and it puts its aria-label on a plain
 * div, which assistive technology ignores and axe refuses (aria-prohibited-attr).
 *
 * Alone it is the indicator; with `children` it covers them while `spinning`, as Spin does; with
 * `fullscreen` it masks the whole page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useThemeToken } from './use-theme-token';
import './loading.css';

export interface LoadingProps {
  /** What is loading, as a screen reader names the status. */
  label: string;
  size?: 'small' | 'large';
  fullscreen?: boolean;
  /** With children: whether the indicator covers them now (default true). */
  spinning?: boolean;
  children?: ReactNode;
  style?: CSSProperties;
}

export function Loading({ label, size, fullscreen, spinning = true, children, style }: LoadingProps) {
  const token = useThemeToken();
  // antd's Spin sizes (spin/style/index.js): the dots' box, and each dot's from it.
  const box =
    size === 'small'
      ? token.controlHeightLG * 0.35
      : size === 'large'
        ? token.controlHeight
        : token.controlHeightLG / 2;
  const vars: Record<`--renderer-spin-${string}`, string | number> = {
    '--renderer-spin-color': token.colorPrimary,
    '--renderer-spin-text': token.colorText,
    '--renderer-spin-font-size': `${token.fontSize}px`,
    '--renderer-spin-line-height': token.lineHeight,
    '--renderer-spin-font-family': token.fontFamily,
    '--renderer-spin-gap': `${token.paddingSM}px`,
    '--renderer-spin-size': `${box}px`,
    '--renderer-spin-item-size': `${(box - token.marginXXS / 2) / 2}px`,
    '--renderer-spin-duration': token.motionDurationSlow,
    '--renderer-spin-container-bg': token.colorBgContainer,
    '--renderer-spin-mask': token.colorBgMask,
    '--renderer-spin-mask-color': token.colorWhite,
    '--renderer-spin-z-index': token.zIndexPopupBase,
  };
  const indicator = (
    <span className="renderer-spin-dot" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
  // React sets custom properties given in style; CSSProperties just has no keys for them.
  const rootStyle = { ...vars, ...style } as CSSProperties;
  if (children === undefined && !fullscreen)
    return (
      <div
        className="renderer-spin renderer-spin-section"
        style={rootStyle}
        role="status"
        aria-label={label}
        aria-busy="true"
      >
        {indicator}
      </div>
    );
  // antd's mask fades out when not spinning; there is nothing to show then.
  if (fullscreen && !spinning) return null;
  const className = fullscreen ? 'renderer-spin renderer-spin-fullscreen' : 'renderer-spin';
  return (
    <div className={className} style={rootStyle}>
      {spinning && (
        <div className="renderer-spin-section" role="status" aria-label={label} aria-busy="true">
          {indicator}
        </div>
      )}
      {children !== undefined && (
        <div className="renderer-spin-container" data-spinning={spinning}>
          {children}
        </div>
      )}
    </div>
  );
}
