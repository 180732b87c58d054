/** The label a row or toolbar action shows: its own, else the built-in one of its kind, else its key. */
import type { ActionDef, I18nText } from '../../src/shared/schema/types';
import type { MessageKey } from '../i18n/messages';

const DEFAULT_LABEL: Record<string, MessageKey> = { edit: 'edit', detail: 'detail', delete: 'delete' };

export function actionLabel(
  action: ActionDef,
  t: (text: I18nText | undefined) => string,
  text: (key: MessageKey) => string,
): string {
  if (action.label) return t(action.label);
  const builtIn = DEFAULT_LABEL[action.kind];
  return builtIn ? text(builtIn) : action.key;
}
