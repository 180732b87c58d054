/** The sync's messages, zh-CN and en-US. */
import type { MessagePair } from '../../../http/i18n';

export const SYNC_MSG = {
  title: { 'zh-CN': '同步数据库', 'en-US': 'Sync database' },
  synced: { 'zh-CN': '同步数据库成功', 'en-US': 'The database is synchronised' },
  upToDate: { 'zh-CN': '数据库已是最新，无需同步', 'en-US': 'The database is up to date; nothing to change' },
  notPublished: {
    'zh-CN': '表单尚未发布，请先发布再同步数据库',
    'en-US': 'The form is not published; publish it before syncing the database',
  },
  failed: {
    'zh-CN': '同步数据库失败，数据库未做任何更改',
    'en-US': 'Syncing the database failed; nothing in the database was changed',
  },
  unsafeName: (name: string): MessagePair => ({
    'zh-CN': `名称不合法，不能用于数据库：${name}`,
    'en-US': `The name cannot be used in the database: ${name}`,
  }),
  needConfirm: (names: string[]): MessagePair => ({
    'zh-CN': `以下列（或表）的数据将被删除或缩小类型，请输入其名称确认：${names.join('、')}`,
    'en-US': `Data of these columns (or tables) would be dropped or narrowed; type their names to confirm: ${names.join(', ')}`,
  }),
  confirmField: (name: string): MessagePair => ({
    'zh-CN': `输入“${name}”以确认`,
    'en-US': `Type "${name}" to confirm`,
  }),
  confirmMismatch: (name: string): MessagePair => ({
    'zh-CN': `输入的名称与“${name}”不一致`,
    'en-US': `The name typed is not "${name}"`,
  }),
  unknownIndexField: (index: string, field: string): MessagePair => ({
    'zh-CN': `索引 ${index} 的字段 ${field} 不存在`,
    'en-US': `Field ${field} of index ${index} does not exist`,
  }),
  planTitle: { 'zh-CN': '同步计划', 'en-US': 'Plan' },
  destructiveMark: { 'zh-CN': '【需确认，先备份】', 'en-US': '[needs confirmation, backed up first]' },
  backupName: (table: string): MessagePair => ({
    'zh-CN': `${table}_同步备份.xlsx`,
    'en-US': `${table}_sync_backup.xlsx`,
  }),
} as const;
