import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../../src/shared/schema/types';
import type { FormMode } from '../../form/FormDialog';
import { demoPage } from '../../test-support/demo-schema';
import { renderForm } from '../../test-support/render-form';

const entity: EntitySchema = {
  $id: 'demo_job',
  type: 'object',
  title: { 'zh-CN': '定时任务', 'en-US': 'Scheduled job' },
  'x-table': 'demo_job',
  'x-api': '/demo/job',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:job:list' },
  required: ['cronExpression'],
  properties: {
    cronExpression: {
      type: 'string',
      title: { 'zh-CN': 'Cron表达式', 'en-US': 'Cron expression' },
      'x-widget': 'cron',
      'x-widget-options': { timeZoneField: 'timeZone', timeZone: 'Europe/Berlin' },
    },
    timeZone: { type: 'string', title: { 'zh-CN': '时区', 'en-US': 'Time zone' } },
  },
  additionalProperties: false,
};
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_job',
  api: { add: '/demo/job/add', edit: '/demo/job/edit' },
  form: { container: 'modal', fields: ['cronExpression', 'timeZone'] },
};

function open(mode: FormMode, row?: Record<string, unknown>) {
  return renderForm({ page, entity, mode, row, records: { '/demo/job': row ? [{ ...row }] : [] } });
}

/**
 * The editor's dialog, told from the form's own dialog by its tabs: under NODE_ENV=test rc-util
 * gives every modal title the id 'test-id', so both dialogs would be named by the first title.
 */
async function cronDialog(): Promise<HTMLElement> {
  await screen.findByRole('tab', { name: '秒' });
  return screen
    .getAllByRole('dialog')
    .find((dialog) => within(dialog).queryByRole('tab', { name: '秒' })) as HTMLElement;
}
const editorOpen = () => screen.queryByRole('tab', { name: '秒' }) !== null;

async function submitted(form: ReturnType<typeof open>) {
  await form.submit();
  await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
  return [...form.callsOf('create'), ...form.callsOf('update')][0]?.args[1];
}

describe('cron widget', () => {
  it('opens the editor on the field value and puts the built expression back in the field', async () => {
    const form = open('edit', { id: 'j1', cronExpression: '0 0 2 * * ? *' });
    const field = (await screen.findByLabelText('Cron表达式')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('0 0 2 * * ? *'));
    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    const dialog = await cronDialog();
    expect((within(dialog).getByRole('textbox', { name: '表达式' }) as HTMLInputElement).value).toBe(
      '0 0 2 * * ? *',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: '日' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '在这个月的最后一天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(editorOpen()).toBe(false));
    expect(field.value).toBe('0 0 2 L * ? *');
    expect(await submitted(form)).toEqual({ id: 'j1', cronExpression: '0 0 2 L * ? *' });
  });

  it("previews in the installation's zone, or the record's own when the form names one", async () => {
    open('edit', { id: 'j1', cronExpression: '0 0 2 * * ? *' });
    await waitFor(() =>
      expect((screen.getByLabelText('Cron表达式') as HTMLInputElement).value).toBe('0 0 2 * * ? *'),
    );
    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    let dialog = await cronDialog();
    expect(within(dialog).getByText(/^按时区 Europe\/Berlin（UTC\+0[12]:00）计算$/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(editorOpen()).toBe(false));
    await userEvent.type(screen.getByLabelText('时区'), 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    dialog = await cronDialog();
    expect(within(dialog).getByText('按时区 Asia/Tokyo（UTC+09:00）计算')).toBeTruthy();
    const items = within(within(dialog).getByRole('list', { name: '最近10次运行时间' })).getAllByRole(
      'listitem',
    );
    for (const item of items) expect(item.textContent).toMatch(/ 02:00:00$/);
  });

  it('takes an expression typed in the field; cancel leaves it as it was', async () => {
    const form = open('add');
    const field = (await screen.findByLabelText('Cron表达式')) as HTMLInputElement;
    await userEvent.type(field, '0 30 8 ? * 2-6 *');
    await userEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
    const dialog = await cronDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: '周' }));
    expect(
      (within(dialog).getByRole('radio', { name: '区间：从星期几至星期几' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: '每周每天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(editorOpen()).toBe(false));
    expect(await submitted(form)).toEqual({ cronExpression: '0 30 8 ? * 2-6 *' });
  });
});
