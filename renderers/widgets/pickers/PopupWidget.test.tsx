/**
 * The popup picker (x-widget popup) as a person uses it: the button opens the report's rows in a
 * dialog (width 1200) with its search; choosing a row fills the destination fields from the origin
 * columns and the form sends them; OK with nothing chosen says 请选择一条记录; a misconfigured
 * popup and a report that cannot be loaded say so with SPEC §5's texts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldSchema } from '../../../src/shared/schema/types';
import { renderWidgetForm } from '../../test-support/render-widget-form';
import { COMPANY_REPORT } from './popup-test-fixtures';

function fields(options: Record<string, unknown>): Record<string, FieldSchema> {
  return {
    companyName: { type: 'string', title: '委托单位', 'x-widget': 'popup', 'x-widget-options': options },
    creditCode: { type: 'string', title: '信用代码' },
    contact: { type: 'string', title: '联系人' },
  };
}

const GOOD = {
  code: 'rp_company',
  originFields: 'name,creditCode,contact',
  destFields: 'companyName,creditCode,contact',
};

function dialogTitled(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: '选择委托单位' }));
  const dialog = await waitFor(() => {
    const found = dialogTitled('客户单位');
    if (!found) throw new Error('the popup is not open');
    return found;
  });
  return within(dialog);
}

function shownNames(dialog: ReturnType<typeof within>): string[] {
  const table = dialog.getByRole('region', { name: '报表数据' });
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
}

describe('popup picker widget', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the rows again without asking the server when reopened within 30 s, and asks after', async () => {
    const { callsOf } = renderWidgetForm(fields(GOOD), { reports: { rp_company: COMPANY_REPORT } });
    const close = async (dialog: ReturnType<typeof within>) => {
      await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
      await waitFor(() => expect(dialogTitled('客户单位')).toBeUndefined(), { timeout: 15000 });
    };
    let dialog = await openDialog();
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(3), { timeout: 15000 });
    expect(callsOf('loadReport')).toHaveLength(1);
    expect(callsOf('loadReportRows')).toHaveLength(1);
    await close(dialog);
    dialog = await openDialog();
    await waitFor(() => expect(shownNames(dialog)).toEqual(['东方船舶', '南海港务', '北方重工']), {
      timeout: 15000,
    });
    expect(callsOf('loadReport')).toHaveLength(1);
    expect(callsOf('loadReportRows')).toHaveLength(1);
    await close(dialog);
    // 30 s later (the clock moved, not waited for) the same page is read again.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 30_001);
    dialog = await openDialog();
    await waitFor(() => expect(callsOf('loadReportRows')).toHaveLength(2), { timeout: 15000 });
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(3), { timeout: 15000 });
  });

  it('fills the destination fields from the chosen row and the form sends them', async () => {
    const { submit, sent } = renderWidgetForm(fields(GOOD), { reports: { rp_company: COMPANY_REPORT } });
    const dialog = await openDialog();
    await waitFor(() => expect(shownNames(dialog)).toEqual(['东方船舶', '南海港务', '北方重工']));
    await userEvent.type(dialog.getByRole('textbox', { name: '单位名称' }), '南海');
    await userEvent.click(dialog.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['南海港务']));
    await userEvent.click(dialog.getByRole('radio', { name: /南海港务/ }));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialogTitled('客户单位')).toBeUndefined());
    expect((screen.getByRole('textbox', { name: '委托单位' }) as HTMLInputElement).value).toBe('南海港务');
    expect((screen.getByRole('textbox', { name: '信用代码' }) as HTMLInputElement).value).toBe('CC002');
    expect((screen.getByRole('textbox', { name: '联系人' }) as HTMLInputElement).value).toBe('李四');
    await submit();
    await waitFor(() =>
      expect(sent()).toMatchObject({ companyName: '南海港务', creditCode: 'CC002', contact: '李四' }),
    );
  });

  it('says 请选择一条记录 when OK is pressed with no row chosen, and keeps the dialog open', async () => {
    renderWidgetForm(fields(GOOD), { reports: { rp_company: COMPANY_REPORT } });
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    expect(dialogTitled('客户单位')).toBeTruthy();
  });

  it('joins the values of several chosen rows with commas in multi mode', async () => {
    renderWidgetForm(fields({ ...GOOD, multi: true }), { reports: { rp_company: COMPANY_REPORT } });
    const dialog = await openDialog();
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(3));
    await userEvent.click(dialog.getByRole('checkbox', { name: /东方船舶/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /北方重工/ }));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '信用代码' }) as HTMLInputElement).value).toBe(
        'CC001,CC003',
      ),
    );
  });

  it('says popup参数未正确配置! without a code and 数量不一致 when the field lists differ', async () => {
    renderWidgetForm(fields({ originFields: 'name', destFields: 'companyName' }));
    await userEvent.click(await screen.findByRole('button', { name: '委托单位' }));
    expect(await screen.findByText('popup参数未正确配置!')).toBeTruthy();
  });

  it('says the origin and destination counts differ', async () => {
    renderWidgetForm(
      fields({ code: 'rp_company', originFields: 'name,creditCode', destFields: 'companyName' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '委托单位' }));
    expect(await screen.findByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
  });

  it('opens the 出错了 dialog with the server message when the report cannot be loaded', async () => {
    renderWidgetForm(fields({ ...GOOD, code: 'missing' }), { reports: { rp_company: COMPANY_REPORT } });
    await userEvent.click(await screen.findByRole('button', { name: '选择委托单位' }));
    const dialog = await waitFor(() => {
      const found = screen.queryAllByRole('dialog').find((d) => d.textContent?.includes('出错了'));
      if (!found) throw new Error('no error dialog');
      return found;
    });
    expect(dialog.textContent).toContain('Popup初始化失败，请检查你的配置或稍后重试！ 报表不存在');
    // The picker's own dialog did not open.
    expect(dialogTitled('客户单位')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定|知道了/ }));
  });
});
