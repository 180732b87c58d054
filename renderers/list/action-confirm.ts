/** Which row actions ask before they run, and with what question: the same for a link and a 更多 menu entry. */
import type { ActionDef, EntitySchema, I18nText } from '../../src/shared/schema/types';
import type { MessageKey } from '../i18n/messages';
import { transitionHasFields } from './transition-action';

/**
 * The question to confirm, or undefined for an action that runs at once (or opens its own dialog:
 * a transition with fields asks for them, which is its confirmation).
 */
export function confirmQuestion(
  action: ActionDef,
  entity: EntitySchema,
  t: (text: I18nText) => string,
  text: (key: MessageKey) => string,
): string | undefined {
  const asks =
    action.kind === 'delete' ||
    action.kind === 'confirm' ||
    (action.kind === 'transition' && action.confirm !== undefined && !transitionHasFields(entity, action));
  if (!asks) return undefined;
  if (action.confirm) return t(action.confirm);
  return action.kind === 'delete' ? text('confirmDeleteOne') : text('confirmAction');
}
