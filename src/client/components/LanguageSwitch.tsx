import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { setLocale } from '../i18n';
import { useLocale } from '../i18n/use-locale';

/** Shows the other language's own name ('English' / '中文') and switches to it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button type="text" icon={<GlobalOutlined />} lang={other} onClick={() => void setLocale(other)}>
      {t(`languageNames.${other}`)}
    </Button>
  );
}
