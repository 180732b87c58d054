/**
 * What RenderBoundary shows for a part that failed: the 500 page's illustration and message with a
 * reload button. Its own chunk (antd's Result carries every status illustration), loaded after the
 * boundary's first paint; see RenderBoundary.tsx.
 */
import { Button, Result } from 'antd';
import { useText } from './i18n/use-text';

export interface CrashedProps {
  onReload(): void;
  notLoaded: boolean;
}

export function Crashed({ onReload, notLoaded }: CrashedProps) {
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
