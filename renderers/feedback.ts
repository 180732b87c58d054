/**
 * Messages and confirmations: antd's <App> instances when the app provides one (themed and
 * localised), otherwise antd's static functions.
 *
 * The <App> instances are read from antd's App context by file: `App.useApp` is a static of the App
 * component, whose module brings the message, notification and modal hooks into every page that
 * shows feedback, though only the app's <App> renders them. For the same reason the static message
 * and confirmation (used only without an <App>) load when the first one is shown.
 */
import AppContext from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';
import { useContext } from 'react';

export interface RendererFeedback {
  warning(text: string): void;
  success(text: string): void;
  error(text: string): void;
  confirm(options: {
    title: string;
    content?: string;
    okText?: string;
    cancelText?: string;
    onOk: () => Promise<void> | void;
  }): void;
}

type Level = 'warning' | 'success' | 'error';

/** antd's static message, loaded on first use. */
function staticMessage(level: Level, text: string): void {
  void import('antd/es/message').then(({ default: message }) => message[level](text));
}

type ConfirmOptions = Parameters<RendererFeedback['confirm']>[0];

/** antd's static confirmation, loaded on first use. */
function staticConfirm(options: ConfirmOptions): void {
  void import('antd/es/modal').then(({ default: Modal }) => Modal.confirm(options));
}

export function useFeedback(): RendererFeedback {
  const app = useContext(AppContext);
  const appMessage: MessageInstance | undefined =
    typeof app.message.warning === 'function' ? app.message : undefined;
  const show = (level: Level, text: string) =>
    appMessage ? void appMessage[level](text) : staticMessage(level, text);
  const confirm = typeof app.modal.confirm === 'function' ? app.modal.confirm : staticConfirm;
  return {
    warning: (text) => show('warning', text),
    success: (text) => show('success', text),
    error: (text) => show('error', text),
    confirm: (options) => void confirm(options),
  };
}
