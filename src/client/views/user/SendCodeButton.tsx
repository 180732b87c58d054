import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

interface Props {
  /** Seconds until another code may be asked for; 0: ready. */
  left: number;
  sending: boolean;
  onSend(): void;
}

/** 获取验证码, then "N 秒后重新获取" and disabled while the 60 s run. */
export function SendCodeButton({ left, sending, onSend }: Props) {
  const { t } = useTranslation();
  return (
    <Button onClick={onSend} loading={sending} disabled={left > 0} style={{ minWidth: 128 }}>
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}
