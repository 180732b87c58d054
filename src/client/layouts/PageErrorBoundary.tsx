import { Button, Result } from 'antd';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The 500 exception page's message, with a button that mounts the page afresh. */
function PageCrashed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status={500}
      title={500}
      subTitle={t('exception.500')}
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
  /** Bumped by "reload": the page is keyed on it, so it remounts with fresh state. */
  attempt: number;
}

/**
 * Catches a page that throws while rendering, so one broken page shows the 500 message inside its
 * tab instead of unmounting the whole shell (a white screen). Other tabs, the menu and the header
 * keep working.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // React reports the error too; this names where it was caught for whoever reads the console.
    console.error('A page failed to render and was replaced by the 500 message', error, info.componentStack);
  }

  private readonly reload = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.failed) return <PageCrashed onReload={this.reload} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
