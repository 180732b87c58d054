/**
 * Notifications, messages and modals from outside React (request layer, stores). antd's static
 * functions ignore the ConfigProvider (locale, theme), so FeedbackBridge hands over the instances
 * of antd's <App>; until it has mounted the static functions serve.
 */
import { message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalHookAPI;
}

const fallback: Feedback = {
  message: staticMessage,
  notification: staticNotification,
  modal: { ...Modal, useModal: undefined } as unknown as ModalHookAPI,
};

let current: Feedback = fallback;

export function setFeedback(next: Feedback | null): void {
  current = next ?? fallback;
}

export function feedback(): Feedback {
  return current;
}
