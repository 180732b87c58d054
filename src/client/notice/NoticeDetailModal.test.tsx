import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { Adapter } from '../request';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import { http } from '../request';
import NoticeDetailModal from './NoticeDetailModal';
import type { NoticeDetail } from './types';

const originalAdapter = http.defaults.adapter;
let detail: NoticeDetail;

const server: Adapter = async (config) => ({
  data: { success: true, code: 200, message: '', result: detail, timestamp: 0 },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderModal(onClose = vi.fn()) {
  render(
    <AppProviders>
      <AntdApp>
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
          <NoticeDetailModal id="a1" onClose={onClose} />
          <Where />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
  return onClose;
}

const HOSTILE = [
  '<p>正文<script>window.__pwned = 1</script></p>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<img src="/sys/common/static/jeditor/a.png" onerror="window.__pwned = 3" alt="图">',
  '<a href="javascript:window.__pwned=4">点我</a>',
  '<a href="https://example.com/doc" onclick="window.__pwned=5">文档</a>',
  '<svg><script>window.__pwned=6</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="x()">样式</p>',
].join('');

beforeEach(async () => {
  http.defaults.adapter = server;
  await setLocale('zh-CN');
  detail = {
    id: 'a1',
    titile: '系统维护通知',
    sender: 'admin',
    senderName: '系统管理员',
    sendTime: '2026-11-20 09:30:00',
    priority: 'H',
    msgContent: '<p>今晚 <strong>22:00</strong> 维护</p>',
    openType: null,
  };
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  delete (window as unknown as { __pwned?: number }).__pwned;
});

describe('announcement detail dialog', () => {
  it("shows the title, the sender's real name, the send time and the body; 60 % wide with a full-screen toggle", async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('系统维护通知')).toBeTruthy();
    expect(within(dialog).getByText('系统管理员')).toBeTruthy();
    expect(within(dialog).getByText('2026-11-20 09:30:00')).toBeTruthy();
    expect(within(dialog).getByText('22:00').tagName).toBe('STRONG');
    expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull();
    const box = () => document.querySelector<HTMLElement>('.ant-modal')!;
    expect(box().style.width).toBe('60%');
    fireEvent.click(within(dialog).getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(box().style.width).toBe('100%'));
    expect(box().classList.contains('notice-modal-fullscreen')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '退出全屏' }));
    await waitFor(() => expect(box().style.width).toBe('60%'));
  });

  it('cleans a hostile body again in the browser: no script, no handler, no javascript: link', async () => {
    detail.msgContent = HOSTILE;
    renderModal();
    const body = await waitFor(() => {
      const node = document.querySelector('.notice-detail-body');
      if (!node) throw new Error('no body yet');
      return node;
    });
    expect(body.textContent).toContain('正文');
    expect(body.querySelector('script, svg, iframe')).toBeNull();
    const html = body.innerHTML;
    expect(html).not.toMatch(/onerror|onclick|onmouseover|javascript:|style=/i);
    // The one own image stays, without its handler; the foreign one is gone.
    const images = body.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('/sys/common/static/jeditor/a.png');
    // The https link stays (opened safely), the javascript: one lost its href.
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.com/doc']);
    expect(links[1]!.getAttribute('rel')).toContain('noopener');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("offers 去处理 for openType 'url' and goes to the in-app page", async () => {
    detail.openType = 'url';
    detail.openPage = '/isps/company/my';
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '去处理' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/isps/company/my'));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens an http(s) openPage in a new tab without access back to the app', async () => {
    detail.openType = 'url';
    detail.openPage = 'https://example.com/form';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderModal();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '去处理' }));
    expect(open).toHaveBeenCalledWith('https://example.com/form', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('offers no 去处理 for a javascript: or protocol-relative openPage, nor for other open types', async () => {
    for (const [openType, openPage] of [
      ['url', 'javascript:alert(1)'],
      ['url', ' JavaScript:alert(1)'],
      ['url', '//evil.example.com/x'],
      ['url', 'data:text/html,<script>1</script>'],
      ['component', '/isps/company/my'],
      [null, '/isps/company/my'],
    ] as const) {
      detail.openType = openType;
      detail.openPage = openPage;
      const { unmount } = render(
        <AppProviders>
          <AntdApp>
            <MemoryRouter>
              <NoticeDetailModal id="a1" onClose={() => undefined} />
            </MemoryRouter>
          </AntdApp>
        </AppProviders>,
      );
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByText('系统管理员');
      expect(within(dialog).queryByRole('button', { name: '去处理' }), `${openType} ${openPage}`).toBeNull();
      unmount();
    }
  });
});
