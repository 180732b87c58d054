/**
 * /test/home, the widget gallery (SPEC §2 route /test, child home): every built-in widget from
 * schemas/forms/widget-gallery.json with the state of each, rendered by the renderer's
 * WidgetGallery with the shell's services. `?rows=N` fills the editable table with N rows.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import {
  parseRowCount,
  RendererProvider,
  WidgetGallery,
  type StandaloneFormSchema,
} from '../../../../renderers';
import galleryForm from '../../../../schemas/forms/widget-gallery.json';
import { createRendererServices } from '../../data-provider/renderer-services';
import { isLocale } from '../../i18n/locale';

const FORM = galleryForm as unknown as StandaloneFormSchema;

export default function TestHome() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const services = useMemo(() => createRendererServices(locale), [locale]);
  const [params] = useSearchParams();
  const rows = parseRowCount(params.get('rows'));
  return (
    <RendererProvider services={services}>
      {/* A new row count is a new gallery: the form reads its first data once. */}
      <WidgetGallery key={rows} form={FORM} rows={rows} />
    </RendererProvider>
  );
}
