import { Breadcrumb } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useLocale } from '../i18n/use-locale';
import type { RouteEntry } from '../router/menu-types';
import { useMenuStore } from '../stores/menu';
import { breadcrumbTrail } from './breadcrumb';

export function Breadcrumbs({ current }: { current: RouteEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const routes = useMenuStore((s) => s.routes);
  if (!routes) return null;
  const trail = breadcrumbTrail(current, routes, locale, t('breadcrumb.home'));
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumb
        items={trail.map((crumb) => ({
          key: crumb.href ?? crumb.title,
          title: crumb.href ? (
            <Link to={crumb.href}>{crumb.title}</Link>
          ) : (
            <span aria-current="page">{crumb.title}</span>
          ),
        }))}
      />
    </nav>
  );
}
