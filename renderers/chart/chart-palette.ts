/**
 * Series colours from the antd theme: the 7th shade of the preset palettes, each at least 3:1
 * against a white card (WCAG non-text contrast) and telling neighbours apart; texts use the theme's
 * own text colours (AA).
 */

import type { ChartPalette } from './chart-types';
import { useThemeToken } from '../use-theme-token';

export function useChartPalette(): ChartPalette {
  const token = useThemeToken();
  return {
    series: [
      token.blue7,
      token.green7,
      token.orange7,
      token.purple7,
      token.red7,
      token.cyan7,
      token.magenta7,
      token.geekblue7,
    ],
    text: token.colorText,
    axis: token.colorTextSecondary,
    split: token.colorBorderSecondary,
  };
}
