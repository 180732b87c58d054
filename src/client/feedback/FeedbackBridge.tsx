import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/** Mounted inside antd's <App>: lets non-React code use the themed, localised instances. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, notification, modal });
    return () => setFeedback(null);
  }, [message, notification, modal]);
  return null;
}
