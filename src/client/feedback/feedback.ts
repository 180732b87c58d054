/**
 * Notifications, messages and modals from outside React (request layer, stores).
 *
 * Inside the logged-in layout antd's <App> hands its themed, localised instances over through
 * FeedbackBridge. Elsewhere (the login page, before the layout has loaded) antd's static functions
 * serve; they are imported on first use so they stay out of the login page's first load.
 */
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface Feedback {
  message: Pick<MessageInstance, 'success' | 'warning' | 'error' | 'info'>;
  notification: Pick<NotificationInstance, 'success' | 'warning' | 'error' | 'info'>;
  modal: { error(config: ModalFuncProps): unknown };
}

let current: Feedback | null = null;

export function setFeedback(next: Feedback | null): void {
  current = next;
}

/**
 * Runs `show` with the best available feedback API (synchronously when the layout's is there).
 * Resolves once it has been shown, so a caller can let the user read it before acting (SPEC §8's
 * 1.5 s between "login expired" and the reload).
 */
export function withFeedback(show: (feedback: Feedback) => void): Promise<void> {
  if (current) {
    show(current);
    return Promise.resolve();
  }
  return import('./static-feedback').then(({ staticFeedback }) => show(current ?? staticFeedback));
}
