/**
 * Messages and confirmations: antd's <App> instances when the app provides one (themed and
 * localised), otherwise antd's static functions.
 */
import { App, Modal, message as staticMessage } from 'antd';

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

export function useFeedback(): RendererFeedback {
  const app = App.useApp();
  const message = typeof app.message.warning === 'function' ? app.message : staticMessage;
  const confirm = typeof app.modal.confirm === 'function' ? app.modal.confirm : Modal.confirm;
  return {
    warning: (text) => void message.warning(text),
    success: (text) => void message.success(text),
    error: (text) => void message.error(text),
    confirm: (options) => void confirm(options),
  };
}
