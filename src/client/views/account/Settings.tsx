import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from '../../components/ChangePasswordModal';
import { useLocale } from '../../i18n/use-locale';
import { useUserStore } from '../../stores/user';
import { dictText } from './dict-text';
import { useCurrentDeparts } from './use-current-departs';

const FALLBACK_SEX: Record<string, 'settings.male' | 'settings.female'> = { '1': 'settings.male', '2': 'settings.female' };

/** account/Settings: the user's personal information and the change-password button. */
export default function Settings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const userInfo = useUserStore((s) => s.userInfo);
  const sexItems = useUserStore((s) => s.dictionaries.sex ?? []);
  const { departs, loading } = useCurrentDeparts();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const none = t('common.none');

  const sex = userInfo?.sex;
  const fallbackSex = sex ? FALLBACK_SEX[sex] : undefined;
  const sexText = dictText(sexItems, sex, locale) ?? (fallbackSex ? t(fallbackSex) : none);
  const departText = departs.map((d) => (locale === 'en-US' ? d.departNameEn || d.departName : d.departName)).join('、');

  return (
    <Card
      title={t('settings.title')}
      extra={
        <Button icon={<KeyOutlined />} onClick={() => setPasswordOpen(true)}>
          {t('user.changePassword')}
        </Button>
      }
    >
      <Descriptions
        column={1}
        bordered
        items={[
          { key: 'username', label: t('settings.username'), children: userInfo?.username || none },
          { key: 'realname', label: t('settings.realname'), children: userInfo?.realname || none },
          { key: 'sex', label: t('settings.sex'), children: sexText },
          { key: 'phone', label: t('settings.phone'), children: userInfo?.phone || none },
          { key: 'email', label: t('settings.email'), children: userInfo?.email || none },
          { key: 'departs', label: t('settings.departments'), children: loading ? t('common.loading') : departText || none },
        ]}
      />
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
}
