/** Renders a `schema/<page-id>` menu component with the generic renderer and the shell's services. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RendererProvider } from '../../../renderers/context';
import { SchemaPage } from '../../../renderers/page/SchemaPage';
import { isLocale } from '../i18n/locale';
import { createRendererServices } from '../renderer-services';

export default function SchemaRoute({ pageId }: { pageId: string }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const services = useMemo(() => createRendererServices(locale), [locale]);
  return (
    <RendererProvider services={services}>
      <SchemaPage pageId={pageId} />
    </RendererProvider>
  );
}
