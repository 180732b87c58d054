/** The figures section of the home page: the customer's or the staff's, by the signed-in user's type. */
import { Typography } from 'antd';
import { useLocale } from '../../i18n/use-locale';
import { CustomerFigures } from './CustomerFigures';
import { DashboardRenderer } from './DashboardRenderer';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { StaffFigures } from './StaffFigures';

export function AnalysisFigures({ customer }: { customer: boolean }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="home-figures-title" style={{ marginTop: 24 }}>
      <Typography.Title level={4} id="home-figures-title">
        {DASHBOARD_TEXTS.figures[locale]}
      </Typography.Title>
      <DashboardRenderer>{customer ? <CustomerFigures /> : <StaffFigures />}</DashboardRenderer>
    </section>
  );
}
