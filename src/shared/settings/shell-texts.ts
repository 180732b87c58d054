/**
 * The header and footer texts an administrator edits (SPEC §1/§2: logo, platform title and
 * description, phone hotline, the footer's company name). One list for the migration's seed, the
 * server's read endpoint and the shell; the seeded values are the texts the shell had in code.
 */
import type { MessagePair } from '../messages/message-pair';

export const SHELL_TEXT_KEYS = [
  'platformTitle',
  'platformDescription',
  'hotline',
  'footerCompany',
  'logoAlt',
] as const;
export type ShellTextKey = (typeof SHELL_TEXT_KEYS)[number];

/** What GET /sys/config/shellTexts answers: each text in the request language. */
export type ShellTextValues = Record<ShellTextKey, string>;

/** The open read endpoint (the login page shows the title and description too). */
export const SHELL_TEXTS_URL = '/sys/config/shellTexts';

export interface ShellTextSeed {
  key: ShellTextKey;
  /** What the setting is, shown on the admin screen. */
  title: MessagePair;
  value: MessagePair;
}

export const SHELL_TEXT_SEEDS: readonly ShellTextSeed[] = [
  {
    key: 'platformTitle',
    title: { 'zh-CN': '平台名称', 'en-US': 'Platform title' },
    value: { 'zh-CN': 'CertDesk 客户服务平台', 'en-US': 'CertDesk Customer Service Platform' },
  },
  {
    key: 'platformDescription',
    title: { 'zh-CN': '平台描述', 'en-US': 'Platform description' },
    value: {
      'zh-CN': '认证、检验、检测与评价一站式在线服务',
      'en-US': 'Certification, inspection, testing and evaluation services online',
    },
  },
  {
    key: 'hotline',
    title: { 'zh-CN': '服务热线', 'en-US': 'Hotline' },
    value: { 'zh-CN': '请联系您的客户经理', 'en-US': 'Please contact your account manager' },
  },
  {
    key: 'footerCompany',
    title: { 'zh-CN': '页脚公司名称', 'en-US': 'Footer company name' },
    value: {
      'zh-CN': '中国船级社质量认证有限公司',
      'en-US': 'China Classification Society Certification Co., Ltd.',
    },
  },
  {
    key: 'logoAlt',
    title: { 'zh-CN': '标志替代文本', 'en-US': 'Logo text alternative' },
    value: { 'zh-CN': 'CertDesk 标志', 'en-US': 'CertDesk logo' },
  },
];
