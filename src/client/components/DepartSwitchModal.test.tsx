/**
 * The department switch dialog (SPEC §2/§6/§9): width 450 with the tooltip, the current department
 * preselected, the choice saved with PUT /sys/selectDepart and the answer's userInfo kept; with no
 * department a warning and no dialog. The server is an HTTP adapter answering like the real one.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Adapter, PreparedRequest } from '../request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { http } from '../request';
import { useUserStore } from '../stores/user';
import { markDepartChoice, takeDepartChoice } from './DepartSwitch-pending';
import { DepartSwitchModal } from './DepartSwitchModal';

const originalAdapter = http.defaults.adapter;
let calls: PreparedRequest[] = [];

const DEPARTS = [
  { id: 'd1', parentId: null, departName: '总部', departNameEn: 'Head office', orgCode: 'A01', orgType: '1' },
  {
    id: 'd2',
    parentId: 'd1',
    departName: '华东分部',
    departNameEn: 'East division',
    orgCode: 'A01A01',
    orgType: '2',
  },
];

function serve(list: typeof DEPARTS): Adapter {
  return async (config) => {
    calls.push(config);
    const body =
      config.url === '/sys/user/getCurrentUserDeparts'
        ? { success: true, code: 200, message: '', result: { list, orgCode: 'A01A01' } }
        : {
            success: true,
            code: 200,
            message: '操作成功！',
            result: {
              userInfo: { id: '1', username: 'alice', orgCode: JSON.parse(String(config.data)).orgCode },
            },
          };
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
}

/** As in the logged-in layout: antd's <App> and the bridge that hands its messages to the shell. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </AppProviders>
  );
}

beforeEach(async () => {
  calls = [];
  await setLocale('zh-CN');
  useUserStore.setState({ userInfo: { id: '1', username: 'alice', orgCode: 'A01A01' } });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('department switch dialog', () => {
  it('preselects the current department and saves the choice with its userInfo', async () => {
    http.defaults.adapter = serve(DEPARTS);
    const onClose = vi.fn();
    render(
      <Shell>
        <DepartSwitchModal open onClose={onClose} />
      </Shell>,
    );
    const dialog = await screen.findByRole('dialog', { name: '切换部门' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('450px');
    expect(within(dialog).getByLabelText('您隶属于多部门，请选择当前所在部门')).toBeTruthy();
    expect(within(dialog).getByText('华东分部')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('总部'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = calls.find((c) => c.url === '/sys/selectDepart')!;
    expect(saved.method).toBe('put');
    expect(JSON.parse(String(saved.data))).toEqual({ orgCode: 'A01', username: 'alice' });
    expect(useUserStore.getState().userInfo?.orgCode).toBe('A01');
  });

  it('warns 您尚未设置部门信息! and closes when the user has no department', async () => {
    http.defaults.adapter = serve([]);
    const onClose = vi.fn();
    render(
      <Shell>
        <DepartSwitchModal open onClose={onClose} />
      </Shell>,
    );
    expect(await screen.findByText('您尚未设置部门信息!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after login the choice is offered once when multi_depart is 2', () => {
    markDepartChoice(2);
    expect(takeDepartChoice()).toBe(true);
    expect(takeDepartChoice()).toBe(false);
    markDepartChoice(1);
    expect(takeDepartChoice()).toBe(false);
  });
});
