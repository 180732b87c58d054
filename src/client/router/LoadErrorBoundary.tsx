/**
 * Around the shell's top-level pages (the layout behind the login, registration, verification): a
 * chunk that did not load (lazyChunk's deadline, or refused by the network) shows the load error
 * with a button that reloads the document, instead of a blank page. Light on purpose: it is part of
 * the login page's bundle, so it uses nothing the login page does not load already.
 */
import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isChunkLoadError } from '../../../renderers/lazy-chunk';

function NotLoaded({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{chunk ? t('common.chunkLoadFailed') : t('exception.500')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}

export class LoadErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; chunk: boolean }
> {
  override state = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; chunk: boolean } {
    return { failed: true, chunk: isChunkLoadError(error) };
  }

  override render(): ReactNode {
    return this.state.failed ? <NotLoaded chunk={this.state.chunk} /> : this.props.children;
  }
}
