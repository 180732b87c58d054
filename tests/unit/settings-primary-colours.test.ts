/**
 * The settings drawer's eight primary colours as applied (src/client/settings/primary-colours.ts):
 * each reaches WCAG 2.2 AA 4.5:1 as text on white, on the page background and on the selected-item
 * background antd derives from it (the selected menu entry), and white text on it (primary buttons).
 */
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOURS } from '../../src/client/settings/primary-colours';
import { PAGE_BACKGROUND, THEME, themeWithPrimary } from '../../src/client/theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('primary colours', () => {
  it.each(PRIMARY_COLOURS.map((c) => [c.name['en-US'], c] as const))(
    '%s is readable as text and under white text',
    (_name, colour) => {
      const token = theme.getDesignToken(themeWithPrimary(colour));
      expect(token.colorPrimary.toUpperCase()).toBe(colour.applied);
      expect(token.colorLink.toUpperCase()).toBe(colour.applied);
      expect(contrast(colour.applied, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour.applied, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour.applied, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour.applied, token.colorPrimaryBgHover)).toBeGreaterThanOrEqual(4.5);
      // A link under the pointer (a row's 更多, a hovered table row's #FAFAFA) stays readable.
      for (const state of [token.colorLinkHover, token.colorLinkActive, token.colorPrimaryHover]) {
        expect(contrast(state, '#FAFAFA')).toBeGreaterThanOrEqual(4.5);
        expect(contrast(state, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      }
      // A hovered primary button keeps its white text readable.
      expect(contrast(token.colorPrimaryHover, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the default theme’s hovered and pressed links and buttons readable too', () => {
    const token = theme.getDesignToken(THEME);
    for (const state of [token.colorLinkHover, token.colorLinkActive, token.colorPrimaryHover])
      expect(contrast(state, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue of the swatch: the applied colour is the swatch or a darker step of it', () => {
    for (const c of PRIMARY_COLOURS) expect(luminance(c.applied)).toBeLessThanOrEqual(luminance(c.value));
  });
});
