import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../../renderers/lazy-chunk';
import { LoadErrorBoundary } from './LoadErrorBoundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('LoadErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the load error and a reload when a top-level page chunk did not load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LoadErrorBoundary>
        <Throws error={new ChunkLoadError('chunk not loaded within 120000 ms')} />
      </LoadErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败，请检查网络后重新加载');
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
  });

  it('shows the crash message for any other error instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LoadErrorBoundary>
        <Throws error={new Error('render failed')} />
      </LoadErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('抱歉，服务器出错了');
  });
});
