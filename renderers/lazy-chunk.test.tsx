import { act, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderBoundary } from './RenderBoundary';
import { CHUNK_TIMEOUT_MS, lazyChunk } from './lazy-chunk';
import { renderWithProvider } from './test-support/render-with-provider';

const NOT_LOADED = '页面加载失败，请检查网络后重新加载';

function mount(load: () => Promise<{ default: () => ReactElement }>) {
  const Part = lazyChunk(load);
  renderWithProvider(
    <RenderBoundary>
      <Suspense fallback={<p>加载中</p>}>
        <Part />
      </Suspense>
    </RenderBoundary>,
  );
}

describe('lazyChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the load error with a reload once a chunk has not arrived within 120 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // React reports the caught error on the console; the page shows it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(() => new Promise(() => undefined));
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText(NOT_LOADED)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // Testing Library's waits run on the real clock.
    vi.useRealTimers();
    expect(await screen.findByText(NOT_LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
  });

  it('shows the load error when the network refuses the chunk', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-1a2b.js')),
    );
    expect(await screen.findByText(NOT_LOADED)).toBeTruthy();
  });

  it('shows the part that loads in time, and a part that throws as a crash, not as a load error', async () => {
    mount(() => Promise.resolve({ default: () => <p>已加载</p> }));
    expect(await screen.findByText('已加载')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(() => Promise.reject(new Error('module evaluation failed')));
    expect(await screen.findByText('抱歉，服务器出错了')).toBeTruthy();
    expect(screen.queryByText(NOT_LOADED)).toBeNull();
  });
});
