import { Button, Result } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../router/paths';

/** Step 3, complete: the password is set; on to the login page. */
export function StepDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('alteration.doneTitle')}</h2>}
      subTitle={t('alteration.doneText')}
      extra={
        <Button type="primary" size="large" onClick={() => navigate(LOGIN_PATH)}>
          {t('alteration.toLogin')}
        </Button>
      }
    />
  );
}
