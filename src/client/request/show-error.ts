/** Carries out an ErrorReaction (error-map.ts) with antd notifications and modals. */
import { withFeedback } from '../feedback/feedback';
import { translate } from '../i18n';
import { RELOAD_DELAY_MS, reactionText, type ErrorReaction } from './error-map';
import { runLogout } from './session-bridge';

// Several calls usually fail together when a session ends: log out and prompt only once.
let sessionEnding = false;

function reload(): void {
  window.location.reload();
}

export function showError(reaction: ErrorReaction): void {
  const title = translate('request.title');
  const description = reactionText(reaction, translate);
  if (reaction.kind === 'token-invalid-modal') {
    if (sessionEnding) return;
    sessionEnding = true;
    withFeedback(({ modal }) =>
      modal.error({
        title: translate('request.tokenInvalidTitle'),
        content: description,
        okText: translate('request.relogin'),
        keyboard: false,
        onOk: () => runLogout().finally(reload),
      }),
    );
    return;
  }
  if (reaction.kind === 'expired' && reaction.logout) {
    if (sessionEnding) return;
    sessionEnding = true;
    // Logging out at once would make the guard swap the layout for the login page, and with the
    // layout goes the notification it holds: the user saw the page jump to login without a word.
    // So the notice stays on the page for 1.5 s (counted from when it is shown), then the session
    // ends and the page reloads onto the login page.
    void withFeedback(({ notification }) => notification.error({ title, description, duration: 3 }))
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS)))
      .then(() => runLogout())
      .finally(reload);
    return;
  }
  withFeedback(({ notification }) => notification.error({ title, description, duration: 4 }));
}
