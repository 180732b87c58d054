/**
 * The antd theme, the one place colours are chosen (components read them with theme.useToken()).
 *
 * SPEC §9's default blue is #1890FF, but white on #1890FF is 3.2:1 and #1890FF on white 3.2:1, below
 * WCAG 2.2 AA's 4.5:1 for text. The brand keeps its hue at the next darker step of the
 * same antd blue palette, #0958D9 (6.2:1 on white, 5.5:1 on the selected-menu and page backgrounds).
 * The grey text tokens are solid colours of at least 4.5:1 on white and on the page background
 * #F0F2F5, where antd's defaults (black at 45 % / 25 % opacity) reach only 3.3:1 and 1.8:1.
 */
import type { ThemeConfig } from 'antd';

const PRIMARY = '#0958d9';
/** 7.0:1 on white, 6.3:1 on #F0F2F5: secondary and descriptive text. */
const TEXT_SECONDARY = '#595959';
/** 5.7:1 on white, 5.1:1 on #F0F2F5: placeholders and the quietest text that is still read. */
const TEXT_PLACEHOLDER = '#666666';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    // antd derives links from colorInfo (#1677FF, 4.1:1), not from colorPrimary.
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    // antd derives a lighter hover and active link colour (#579DF2 from #0958D9: 2.7:1 on a hovered
    // row's #FAFAFA): a link under the pointer keeps the readable colour.
    colorLinkHover: PRIMARY,
    colorLinkActive: PRIMARY,
    // The same for a hovered button: antd's lighter primary (#2E7AE6, 4.2:1 on white) is the text of a
    // hovered default button and the background under a hovered primary button's white text.
    colorPrimaryHover: PRIMARY,
    colorTextSecondary: TEXT_SECONDARY,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextDescription: TEXT_SECONDARY,
    colorTextQuaternary: TEXT_PLACEHOLDER,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    colorTextLabel: TEXT_SECONDARY,
    colorIcon: TEXT_SECONDARY,
    // Error texts (validation messages, the login error) and status colours used as text: ≥ 4.8:1.
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
  },
};

export interface MotionOption {
  /** The user prefers reduced motion: antd's motion (zoom, fade, slide, collapse) is turned off. */
  reducedMotion?: boolean;
}

/** The theme with antd's motion on, or off for a user who prefers reduced motion. */
export function themeWithMotion({ reducedMotion = false }: MotionOption = {}): ThemeConfig {
  return reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME;
}

/**
 * The theme with the settings drawer's primary colour (already its accessible shade, see
 * settings/primary-colours.ts): primary, info and link follow it together.
 */
export function themeWithPrimary(
  colour: { applied: string; bg: string; bgHover: string },
  options: MotionOption = {},
): ThemeConfig {
  const primary = colour.applied;
  const base = themeWithMotion(options);
  return {
    ...base,
    token: {
      ...base.token,
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      colorLinkHover: primary,
      colorLinkActive: primary,
      colorPrimaryHover: primary,
      colorPrimaryBg: colour.bg,
      colorPrimaryBgHover: colour.bgHover,
    },
  };
}

/** The page background behind the login panel and the shell's content. */
export const PAGE_BACKGROUND = '#f0f2f5';
