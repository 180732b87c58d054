/**
 * 在线表单开发 (schemas/pages/online-cgform-list.json) offers 删除(含数据表) beside the plain delete:
 * a danger-coloured row action for holders of the delete code, whose dialog names the form's table
 * and asks for it to be typed; the typed name goes as `dropTable` in the DELETE request's query
 * (the provider sends a DELETE body as parameters), and the server's answer — the mismatch refusal
 * or the backup-and-drop success — is what the user reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import headEntity from '../../schemas/entities/onl_cgform_head.json';
import headPage from '../../schemas/pages/online-cgform-list.json';
import { applyPageDefaults, type PageDeclaration } from '../../src/shared/schema/page-defaults';
import type { ActionRequest } from '../data/data-provider';
import { envelope, refusal } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';
import { checkEntityDocument } from '../../src/shared/schema/meta-check';

const entity = checkEntityDocument('headEntity', headEntity);
const { page, issues } = applyPageDefaults(headPage as unknown as PageDeclaration, entity);
const ROW = {
  id: 'h1',
  tableName: 'equip',
  tableTxt: '检验设备',
  tableType: '1',
  tableVersion: 2,
  publishedVersion: 2,
  syncedVersion: 2,
};
const ACTION = '删除(含数据表)';

afterEach(() => message.destroy());

function renderList(
  permissions: string[],
  answer: (request: ActionRequest) => ReturnType<typeof envelope> = () => envelope(null),
) {
  const sent: ActionRequest[] = [];
  renderWithProvider(<ListPage page={page} entity={entity} />, {
    permissions,
    records: { '/online/cgform/head': [{ ...ROW }] },
    override: {
      runAction: (request) => {
        sent.push(request);
        return Promise.resolve(answer(request));
      },
    },
  });
  return sent;
}

async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text, {}, { timeout: 15000 })).closest('tr') as HTMLElement;
}

describe('online form list: delete with table', () => {
  it('is a valid page', () => {
    expect(issues).toEqual([]);
  });

  it('is offered in the danger colour to holders of the delete code only', async () => {
    renderList(['online:cgform:list', 'online:cgform:delete']);
    const row = await rowOf('检验设备');
    const action = within(row).getByRole('button', { name: ACTION });
    expect(action.className).toContain('ant-btn-dangerous');
    // The plain delete stays, without the danger colour.
    expect(within(row).getByRole('button', { name: '删除' }).className).not.toContain('ant-btn-dangerous');
  });

  it('is not offered without the delete code', async () => {
    renderList(['online:cgform:list', 'online:cgform:edit']);
    const row = await rowOf('检验设备');
    expect(within(row).queryByRole('button', { name: ACTION })).toBeNull();
  });

  it("asks for the table name, sends it as dropTable and shows the server's refusal, then its success", async () => {
    const answers = [
      refusal('输入的表名与该表单的表名不一致，数据表未删除', 422),
      envelope(
        { tableDropped: true, backupPath: 'db-backup/equip.xlsx' },
        { message: '删除成功，数据表已备份后删除' },
      ),
    ];
    const sent = renderList(
      ['online:cgform:list', 'online:cgform:delete'],
      () => answers.shift() ?? envelope(null),
    );
    await userEvent.click(within(await rowOf('检验设备')).getByRole('button', { name: ACTION }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(within(dialog).getByText('删除表单 equip 及其数据表')).toBeTruthy();
    const input = within(dialog).getByLabelText(/请输入表名 equip 确认/);
    await userEvent.type(input, 'equipment');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await screen.findByText('输入的表名与该表单的表名不一致，数据表未删除', {}, { timeout: 15000 }),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'equip');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功，数据表已备份后删除', {}, { timeout: 15000 })).toBeTruthy();
    expect(sent).toEqual([
      { method: 'DELETE', url: '/online/cgform/head/delete', body: { id: 'h1', dropTable: 'equipment' } },
      { method: 'DELETE', url: '/online/cgform/head/delete', body: { id: 'h1', dropTable: 'equip' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15000 });
  });
});
