/**
 * The antd theme tokens FieldTemplate's stylesheet reads, as CSS custom properties for the form's
 * root element. Read once per form with useThemeToken() (not per field), so the plain-element
 * field frames follow the app's ConfigProvider theme like the antd widgets inside them.
 */
import { useMemo, type CSSProperties } from 'react';
import { useThemeToken } from '../use-theme-token';

export function useFormThemeVars(): CSSProperties {
  const token = useThemeToken();
  return useMemo(() => {
    const vars: Record<`--rf-${string}`, string> = {
      '--rf-color-text': token.colorText,
      '--rf-color-text-heading': token.colorTextHeading,
      '--rf-color-text-description': token.colorTextDescription,
      '--rf-color-error': token.colorError,
      '--rf-color-error-bg': token.colorErrorBg,
      '--rf-color-error-border': token.colorErrorBorder,
      '--rf-border-radius-lg': `${token.borderRadiusLG}px`,
      '--rf-font-size': `${token.fontSize}px`,
      '--rf-line-height': String(token.lineHeight),
      '--rf-control-height': `${token.controlHeight}px`,
      '--rf-control-height-sm': `${token.controlHeightSM}px`,
      '--rf-margin-lg': `${token.marginLG}px`,
      '--rf-margin-xxs': `${token.marginXXS}px`,
      '--rf-padding-xs': `${token.paddingXS}px`,
    };
    // React sets custom properties given in style; CSSProperties just has no keys for them.
    return vars as CSSProperties;
  }, [token]);
}
