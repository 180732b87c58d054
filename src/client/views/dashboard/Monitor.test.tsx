/**
 * The monitor dashboard: shows the snapshot's figures and asks again every 10 s while it is shown,
 * not while the shell's kept-alive tab hides it.
 */
import { App as AntdApp } from 'antd';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, type AnsweredRequests } from '../../../../tests/setup/answer-requests';
import type { MonitorSnapshot } from '../../../shared/dashboard/dashboard-types';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { DASHBOARD_URLS } from './dashboard-api';
import Monitor, { MONITOR_REFRESH_MS } from './Monitor';

const SNAPSHOT: MonitorSnapshot = {
  uptimeSeconds: 3723,
  memory: { rss: 150 * 1024 * 1024, heapUsed: 60 * 1024 * 1024, heapTotal: 90 * 1024 * 1024 },
  eventLoopDelayMs: { mean: 10.2, p50: 10.1, p99: 12.5, max: 30 },
  requests: { minutes: ['10:00', '10:01'], counts: [4, 9], errors: [0, 1] },
  database: { ok: true, kind: 'pglite', ms: 0.4 },
  redis: { configured: false, ok: null, ms: null },
};

let server: AnsweredRequests;
const reads = () => server.callsTo(DASHBOARD_URLS.monitor).length;

function renderMonitor(hidden = false) {
  return render(
    <AppProviders>
      <AntdApp>
        <MemoryRouter>
          <div hidden={hidden}>
            <Monitor />
          </div>
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

beforeEach(async () => {
  server = answerRequests({ [DASHBOARD_URLS.monitor]: () => SNAPSHOT });
  await setLocale('zh-CN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('monitor dashboard', () => {
  it('shows uptime, memory, the database health and the requests per minute', async () => {
    renderMonitor();
    expect(await screen.findByText('1 小时 2 分')).toBeTruthy();
    expect(screen.getByText('150.0 MB')).toBeTruthy();
    expect(screen.getByText('正常')).toBeTruthy();
    expect(screen.getByText('未配置')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: '近 15 分钟请求数：10:00 请求 4, 错误 (5xx) 0；10:01 请求 9, 错误 (5xx) 1',
      }),
    ).toBeTruthy();
  });

  it('asks again every 10 seconds while shown, and not while its tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const shown = renderMonitor();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS);
    });
    expect(reads()).toBe(2);
    shown.unmount();

    server = answerRequests({ [DASHBOARD_URLS.monitor]: () => SNAPSHOT });
    renderMonitor(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS * 3);
    });
    // The first read only: a hidden tab asks nothing more.
    expect(reads()).toBe(1);
  });
});
