/**
 * Catches what a part of the renderer throws while rendering (a schema page, a form dialog) and shows
 * the 500 page's message with a reload button that mounts the part afresh, instead of React
 * unmounting the whole app into a blank screen. Everything outside the boundary keeps working.
 *
 * The 500 page (Crashed.tsx, antd's Result with its illustrations) is not needed for the part's first
 * paint, so it is its own chunk, fetched once the boundary has mounted: by the time a part fails it
 * is normally there. Should that fetch fail too (the network is gone), the boundary still shows the
 * message and the reload button, without the illustration.
 */
import { Button } from 'antd';
import {
  Component,
  Fragment,
  Suspense,
  use,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { CrashedProps } from './Crashed';
import { useFormText } from './i18n/use-form-text';
import { isChunkLoadError } from './lazy-chunk';

/** The message and button alone: while the 500 page loads, or if it cannot. */
function PlainCrashed({ onReload, notLoaded }: CrashedProps) {
  const text = useFormText();
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <div>500</div>
      <div>{text(notLoaded ? 'chunkLoadFailed' : 'crashed')}</div>
      <Button type="primary" onClick={onReload}>
        {text('reload')}
      </Button>
    </div>
  );
}

let CrashedView: ComponentType<CrashedProps> | undefined;
let crashedChunk: Promise<void> | undefined;
/** Fetches the 500 page once; a failed fetch settles on the plain version. */
function loadCrashed(): Promise<void> {
  crashedChunk ??= import('./Crashed').then(
    (m) => void (CrashedView = m.Crashed),
    () => void (CrashedView = PlainCrashed),
  );
  return crashedChunk;
}

/** The 500 page, waiting for its chunk when a part fails before it has arrived. */
function CrashedWhenLoaded(props: CrashedProps) {
  use(loadCrashed());
  const View = CrashedView ?? PlainCrashed;
  return <View {...props} />;
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

  override componentDidMount(): void {
    void loadCrashed();
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
    if (this.state.failed) {
      const props = { onReload: this.reload, notLoaded: this.state.notLoaded };
      if (CrashedView) return <CrashedView {...props} />;
      return (
        <Suspense fallback={<PlainCrashed {...props} />}>
          <CrashedWhenLoaded {...props} />
        </Suspense>
      );
    }
    return <Fragment key={this.state.round}>{this.props.children}</Fragment>;
  }
}
