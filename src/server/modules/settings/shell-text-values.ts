/**
 * The header and footer texts as an administrator set them (sys_config, 系统设置) in both
 * languages: an empty en-US value falls back to the zh-CN one, a missing row to the seed. Read by
 * the shell's endpoint and by what prints them elsewhere (the certificate PDF names the issuing
 * body, the footer's company).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { MessagePair } from '../../../shared/messages/message-pair';
import { SHELL_TEXT_KEYS, SHELL_TEXT_SEEDS, type ShellTextKey } from '../../../shared/settings/shell-texts';

export async function readShellTexts(db: Kysely<Database>): Promise<Record<ShellTextKey, MessagePair>> {
  const rows = await db
    .selectFrom('sys_config')
    .select(['config_key', 'config_value', 'config_value_en'])
    .where('config_key', 'in', [...SHELL_TEXT_KEYS])
    .execute();
  const values = Object.fromEntries(SHELL_TEXT_SEEDS.map((s) => [s.key, { ...s.value }])) as Record<
    ShellTextKey,
    MessagePair
  >;
  for (const row of rows) {
    const en = row.config_value_en?.trim() ? row.config_value_en : row.config_value;
    values[row.config_key as ShellTextKey] = { 'zh-CN': row.config_value, 'en-US': en };
  }
  return values;
}
