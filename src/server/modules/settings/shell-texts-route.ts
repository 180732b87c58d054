/**
 * GET /sys/config/shellTexts (open: the login page shows the platform title and description too):
 * the header and footer texts an administrator set (entity sys_config, 系统设置), each in the
 * request language; an empty en-US value falls back to the zh-CN one, a missing row to the seed.
 * Only the keys of SHELL_TEXT_KEYS are answered, so other settings in the table stay private.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import {
  SHELL_TEXTS_URL,
  type ShellTextKey,
  type ShellTextValues,
} from '../../../shared/settings/shell-texts';
import { readShellTexts } from './shell-text-values';

export default async function shellTextsRoute(app: FastifyInstance): Promise<void> {
  app.get(SHELL_TEXTS_URL, { config: { open: true } }, async (request) => {
    const texts = await readShellTexts(app.db);
    const values = Object.fromEntries(
      Object.entries(texts).map(([key, pair]) => [key, request.t(pair)]),
    ) as Record<ShellTextKey, string>;
    return ok(values satisfies ShellTextValues);
  });
}
