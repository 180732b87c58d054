import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from './sections';

/** The home page (/dashboard/analysis): the business sections as cards. */
export default function Analysis() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title">
      <Typography.Title level={3} id="home-title">
        {t('home.welcome')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list">
        {SECTIONS.map(({ key, icon }) => (
          <Col key={key} xs={24} sm={12} lg={8} xl={6} role="listitem">
            <Card style={{ height: '100%' }}>
              <Card.Meta
                avatar={<span style={{ fontSize: 28, color: '#1890ff' }} aria-hidden>{icon}</span>}
                title={<h4 style={{ margin: 0, whiteSpace: 'normal' }}>{t(`home.sections.${key}.title`)}</h4>}
                description={t(`home.sections.${key}.description`)}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
