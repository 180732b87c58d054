/**
 * Catches what a part of the renderer throws while rendering (a schema page, a form dialog) and shows
 * the 500 page's message with a reload button that mounts the part afresh, instead of React
 * unmounting the whole app into a blank screen. Everything outside the boundary keeps working.
 */
import { Button, Result } from 'antd';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useText } from './i18n/use-text';
import { isChunkLoadError } from './lazy-chunk';

function Crashed({ onReload, notLoaded }: { onReload(): void; notLoaded: boolean }) {
  const text = useText();
  return (
    <Result
      status="500"
      title="500"
      subTitle={text(notLoaded ? 'chunkLoadFailed' : 'crashed')}
      extra={
        <Button type="primary" onClick={onReload}>
          {text('reload')}
        </Button>
      }
    />
  );
}

interface State {
  failed: boolean;
  /** A chunk did not load: React.lazy keeps that answer, so only a fresh document loads it again. */
  notLoaded: boolean;
  /** Bumped by reload: a new key mounts the children with fresh state. */
  round: number;
}

export class RenderBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, notLoaded: false, round: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, notLoaded: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // React reports the error itself in development; keep the component stack in production logs.
    console.error('Renderer part failed', error, info.componentStack);
  }

  private readonly reload = () => {
    if (this.state.notLoaded) window.location.reload();
    else this.setState((s) => ({ failed: false, round: s.round + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <Crashed onReload={this.reload} notLoaded={this.state.notLoaded} />;
    return <Fragment key={this.state.round}>{this.props.children}</Fragment>;
  }
}
