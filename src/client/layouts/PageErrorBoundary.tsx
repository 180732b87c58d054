import { Button, Result } from 'antd';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isChunkLoadError } from '../../../renderers/lazy-chunk';

/**
 * The 500 exception page's message, with a button that mounts the page afresh; for a page whose code
 * did not load, the load error (SPEC §9), whose button reloads the document.
 */
function PageCrashed({ onReload, notLoaded }: { onReload: () => void; notLoaded: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status={500}
      title={500}
      subTitle={notLoaded ? t('common.chunkLoadFailed') : t('exception.500')}
      extra={
        <Button type="primary" onClick={onReload}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}

interface State {
  failed: boolean;
  /** The page's chunk did not load: React.lazy keeps that answer, so only a fresh document loads it. */
  notLoaded: boolean;
  /** Bumped by "reload": the page is keyed on it, so it remounts with fresh state. */
  attempt: number;
}

/**
 * Catches a page that throws while rendering, so one broken page shows the 500 message inside its
 * tab instead of unmounting the whole shell (a white screen). Other tabs, the menu and the header
 * keep working.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, notLoaded: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, notLoaded: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // React reports the error too; this names where it was caught for whoever reads the console.
    console.error('A page failed to render and was replaced by the 500 message', error, info.componentStack);
  }

  private readonly reload = () => {
    if (this.state.notLoaded) window.location.reload();
    else this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <PageCrashed onReload={this.reload} notLoaded={this.state.notLoaded} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
