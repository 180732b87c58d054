import { Button, Result } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { HOME_PATH } from '../../router/paths';

export type ExceptionStatus = 403 | 404 | 500;

/** 403, 404 and 500 pages (antd Result) with a way back home. */
export default function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(String(status));
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`exception.${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
