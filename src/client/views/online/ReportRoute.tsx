/**
 * The online report page (/online/cgreport/:code, menu component `online/cgreport`; the shell's
 * PageView resolves the code: src/client/router/online-screens.ts): the report's search form,
 * table with totals and chart, drawn by the renderer's ReportView with the shell's services.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RendererProvider, ReportView } from '../../../../renderers';
import { isLocale } from '../../i18n/locale';
import { createRendererServices } from '../../data-provider/renderer-services';

export default function ReportRoute({ code }: { code: string }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const services = useMemo(() => createRendererServices(locale), [locale]);
  return (
    <RendererProvider services={services}>
      <ReportView key={code} code={code} />
    </RendererProvider>
  );
}
