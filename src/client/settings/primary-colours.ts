/**
 * The eight primary colours of the settings drawer (JeecgBoot's / ant-design-pro's list, default
 * #1890FF 拂晓蓝) and the colour the theme really uses for each.
 *
 * Several of the swatches fail WCAG 2.2 AA as text colour: white on #1890FF is 3.2:1, on #FAAD14
 * 1.9:1. Each swatch is therefore applied as the first step of its own antd palette (same hue,
 * darker) that reaches 4.5:1 on white and on the page background #F0F2F5, so links, selected menu
 * entries and primary buttons stay readable whichever colour is chosen. The unit test
 * (tests/unit/settings-primary-colours.test.ts) recomputes the ratios, including on antd's derived
 * selected-item background.
 */
import type { MessagePair } from '../../shared/messages/message-pair';

export interface PrimaryColour {
  /** The value stored and shown as the choice (upper-case hex). */
  value: string;
  /** What colorPrimary is set to. */
  applied: string;
  /**
   * colorPrimaryBg / colorPrimaryBgHover (selected menu entry, its hover): the palette's lightest
   * steps. antd derives greyish, too dark ones from a dark primary, under which the text fails 4.5:1.
   */
  bg: string;
  bgHover: string;
  name: MessagePair;
}

export const PRIMARY_COLOURS: readonly PrimaryColour[] = [
  {
    value: '#1890FF',
    applied: '#0958D9',
    bg: '#E6F4FF',
    bgHover: '#E6F4FF',
    name: { 'zh-CN': '拂晓蓝', 'en-US': 'Daybreak blue' },
  },
  {
    value: '#F5222D',
    applied: '#CF1322',
    bg: '#FFF1F0',
    bgHover: '#FFF1F0',
    name: { 'zh-CN': '薄暮', 'en-US': 'Dust red' },
  },
  {
    value: '#FA541C',
    applied: '#AD2102',
    bg: '#FFF2E8',
    bgHover: '#FFD8BF',
    name: { 'zh-CN': '火山', 'en-US': 'Volcano' },
  },
  {
    value: '#FAAD14',
    applied: '#874D00',
    bg: '#FFFBE6',
    bgHover: '#FFF1B8',
    name: { 'zh-CN': '日暮', 'en-US': 'Sunset orange' },
  },
  {
    value: '#13C2C2',
    applied: '#006D75',
    bg: '#E6FFFB',
    bgHover: '#B5F5EC',
    name: { 'zh-CN': '明青', 'en-US': 'Cyan' },
  },
  {
    value: '#52C41A',
    applied: '#237804',
    bg: '#F6FFED',
    bgHover: '#D9F7BE',
    name: { 'zh-CN': '极光绿', 'en-US': 'Polar green' },
  },
  {
    value: '#2F54EB',
    applied: '#2F54EB',
    bg: '#F0F5FF',
    bgHover: '#D6E4FF',
    name: { 'zh-CN': '极客蓝', 'en-US': 'Geek blue' },
  },
  {
    value: '#722ED1',
    applied: '#722ED1',
    bg: '#F9F0FF',
    bgHover: '#EFDBFF',
    name: { 'zh-CN': '酱紫', 'en-US': 'Golden purple' },
  },
];

export const DEFAULT_PRIMARY = '#1890FF';

export function isPrimaryColour(value: string): boolean {
  return PRIMARY_COLOURS.some((c) => c.value === value.toUpperCase());
}

/** The colours the theme uses for a stored choice (the default's for an unknown one). */
export function primaryColourOf(value: string): PrimaryColour {
  const upper = value.toUpperCase();
  return PRIMARY_COLOURS.find((c) => c.value === upper) ?? PRIMARY_COLOURS[0]!;
}

export function appliedPrimary(value: string): string {
  return primaryColourOf(value).applied;
}
