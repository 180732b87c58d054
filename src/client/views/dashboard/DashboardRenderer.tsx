/**
 * The renderer's services for the hand-written dashboards, which use its chart block. Imported from
 * the renderer's modules directly (not its index) so the dashboard chunks do not pull in the whole
 * renderer; ECharts itself loads lazily inside ChartPanel.
 */
import { useMemo, type ReactNode } from 'react';
import { RendererProvider } from '../../../../renderers/context';
import { createRendererServices } from '../../data-provider/renderer-services';
import { useLocale } from '../../i18n/use-locale';

export function DashboardRenderer({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const services = useMemo(() => createRendererServices(locale), [locale]);
  return <RendererProvider services={services}>{children}</RendererProvider>;
}
