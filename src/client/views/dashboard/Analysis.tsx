import { Card, Col, Row, theme, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { HOME_FIGURES_PERMISSION } from '../../../shared/dashboard/dashboard-types';
import { BUSINESS_TYPE_DICT_CODE } from '../../../shared/dict/business-type';
import { dictItemText } from '../../../shared/dict/dict-item';
import { isCustomerType } from '../../../shared/user/user-type';
import { withFeedback } from '../../feedback/feedback';
import { useLocale } from '../../i18n/use-locale';
import { useUserStore } from '../../stores/user';
import { sectionIcon, sectionItems } from './sections';
import { APPLY_ONLINE_PATH } from '../../router/paths';
import { HOME_TEXTS } from './home-texts';
import { DashboardById } from '../../../../renderers/dashboard/DashboardById';
import { DashboardRenderer } from './DashboardRenderer';

/**
 * The home page's figures (schemas/pages/dashboard-home.json): its blocks decide what a customer
 * (its business at a glance, then its counts), staff and an administrator see.
 */
const HOME_DASHBOARD_ID = 'dashboard-home';

/** The section title as a native button: its name is exactly its visible text (WCAG 2.5.3). */
const TITLE_BUTTON: React.CSSProperties = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
};

/**
 * The home page (/dashboard/analysis): the business_type dictionary's items as cards (sections.tsx),
 * each opening apply online with that section chosen; below them a schema dashboard: a customer's
 * business at a glance and figures or, for staff, their queues, and for administrators the login
 * statistics.
 */
export default function Analysis() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const cached = useUserStore((state) => state.dictionaries[BUSINESS_TYPE_DICT_CODE]);
  const customer = useUserStore((state) => isCustomerType(state.userInfo?.userType));
  const seesFigures = useUserStore((state) => state.hasPermission(HOME_FIGURES_PERMISSION));
  const navigate = useNavigate();

  // A customer applies online with the section chosen; staff are told who applies.
  function open(value: string, title: string) {
    if (customer) {
      navigate(`${APPLY_ONLINE_PATH}?businessType=${encodeURIComponent(value)}`);
      return;
    }
    const content = HOME_TEXTS.customersApply[locale].replace('{section}', title);
    void withFeedback((f) => f.message.info(content));
  }

  return (
    <section aria-labelledby="home-title">
      <Typography.Title level={3} id="home-title">
        {t('home.welcome')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list">
        {sectionItems(cached).map((item) => {
          const title = dictItemText(item, locale);
          const description = t(`home.sectionDescriptions.${item.value}`, { defaultValue: '' });
          return (
            <Col key={item.value} xs={24} sm={12} lg={8} xl={6} role="listitem">
              {/* The whole card answers a mouse click; keyboard and screen readers use the title's
                  button (a click on it bubbles here), so the description is not part of its name. */}
              <Card
                hoverable
                style={{ height: '100%', cursor: 'pointer' }}
                onClick={() => open(item.value, title)}
              >
                <Card.Meta
                  avatar={
                    <span style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden>
                      {sectionIcon(item.value)}
                    </span>
                  }
                  title={
                    <h4 style={{ margin: 0, whiteSpace: 'normal' }}>
                      <button type="button" className="home-section-button" style={TITLE_BUTTON}>
                        {title}
                      </button>
                    </h4>
                  }
                  description={description || undefined}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
      {seesFigures && (
        <div style={{ marginTop: 24 }}>
          <DashboardRenderer>
            <DashboardById pageId={HOME_DASHBOARD_ID} navigate={navigate} headingLevel={4} />
          </DashboardRenderer>
        </div>
      )}
    </section>
  );
}
