/** Renders a `schema/<page-id>` menu component with the generic renderer and the shell's services. */
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { RendererProvider, SchemaPage } from '../../../renderers';
import { isLocale } from '../i18n/locale';
import { createRendererServices } from '../data-provider/renderer-services';
import { ShellPageActions } from './ShellPageActions';

export interface SchemaRouteProps {
  pageId: string;
  /** A list page reads its rows again when this changes (SchemaPage's revision). */
  revision?: number;
}

export default function SchemaRoute({ pageId, revision }: SchemaRouteProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const services = useMemo(() => createRendererServices(locale), [locale]);
  const navigate = useNavigate();
  return (
    <RendererProvider services={services}>
      <ShellPageActions navigate={navigate}>
        {(pageActions) => (
          <SchemaPage pageId={pageId} pageActions={pageActions} revision={revision} navigate={navigate} />
        )}
      </ShellPageActions>
    </RendererProvider>
  );
}
