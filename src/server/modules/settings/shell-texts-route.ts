/**
 * GET /sys/config/shellTexts (open: the login page shows the platform title and description too):
 * the header and footer texts an administrator set (entity sys_config, 系统设置), each in the
 * request language; an empty en-US value falls back to the zh-CN one, a missing row to the seed.
 * Only the keys of SHELL_TEXT_KEYS are answered, so other settings in the table stay private.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import {
  SHELL_TEXT_KEYS,
  SHELL_TEXT_SEEDS,
  SHELL_TEXTS_URL,
  type ShellTextKey,
  type ShellTextValues,
} from '../../../shared/settings/shell-texts';

export default async function shellTextsRoute(app: FastifyInstance): Promise<void> {
  app.get(SHELL_TEXTS_URL, { config: { open: true } }, async (request) => {
    const rows = await app.db
      .selectFrom('sys_config')
      .select(['config_key', 'config_value', 'config_value_en'])
      .where('config_key', 'in', [...SHELL_TEXT_KEYS])
      .execute();
    const english = request.locale === 'en-US';
    const values = Object.fromEntries(SHELL_TEXT_SEEDS.map((s) => [s.key, request.t(s.value)])) as ShellTextValues;
    for (const row of rows) {
      const text = english && row.config_value_en?.trim() ? row.config_value_en : row.config_value;
      values[row.config_key as ShellTextKey] = text;
    }
    return ok(values);
  });
}
