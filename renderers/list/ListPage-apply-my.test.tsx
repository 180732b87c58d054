/**
 * 我的申请 (schemas/pages/isps-apply-my.json): a draft offers 编辑 and 删除, a submitted application
 * neither; 删除 asks first and removes the draft; a draft's edit dialog offers 保存草稿 and 提交
 * (the submit transition), showing the company name read-only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import applyEntity from '../../schemas/entities/isps_apply.json';
import applyMyPage from '../../schemas/pages/isps-apply-my.json';
import { applyPageDefaults, type PageDeclaration } from '../../src/shared/schema/page-defaults';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';
import { checkEntityDocument } from '../../src/shared/schema/meta-check';

const entity = checkEntityDocument('applyEntity', applyEntity);
const { page, issues } = applyPageDefaults(applyMyPage as unknown as PageDeclaration, entity);
const CUSTOMER = [
  'isps:apply:list',
  'isps:apply:edit',
  'isps:apply:delete',
  'isps:apply:submit',
  'isps:apply:withdraw',
];
const RECORDS = [
  {
    id: 'a1',
    applyNo: 'AP202601010000000001',
    companyName: '示例科技有限公司',
    status: 'draft',
    contact: '王五',
    businessTypes: ['system_cert'],
  },
  {
    id: 'a2',
    applyNo: 'AP202601010000000002',
    companyName: '示例科技有限公司',
    status: 'submitted',
    contact: '王五',
    businessTypes: ['system_cert'],
  },
];

function renderList() {
  return renderWithProvider(<ListPage page={page} entity={entity} />, {
    permissions: CUSTOMER,
    records: { '/isps/apply': RECORDS.map((r) => ({ ...r })) },
  });
}

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 15000 })).closest('tr') as HTMLElement;

describe('我的申请', () => {
  it('is a valid page', () => {
    expect(issues).toEqual([]);
  });

  it('offers 删除 on a draft only, and deletes it after asking', async () => {
    const { records } = renderList();
    const draft = await rowOf('AP202601010000000001');
    const submitted = await rowOf('AP202601010000000002');
    expect(within(submitted).queryByText('删除')).toBeNull();
    expect(within(submitted).queryByText('编辑')).toBeNull();
    await userEvent.click(within(draft).getByText('删除'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(records('/isps/apply').map((r) => r.id)).toEqual(['a2']));
  });

  it("opens a draft's edit dialog with 保存草稿 and 提交, the company name read-only", async () => {
    renderList();
    const draft = await rowOf('AP202601010000000001');
    await userEvent.click(within(draft).getByText('编辑'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(await within(dialog).findByRole('button', { name: /保存草稿/ }, { timeout: 15000 })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /提\s*交$/ })).toBeTruthy();
    const company = within(dialog).getByLabelText('企业名称') as HTMLInputElement;
    expect(company.value).toBe('示例科技有限公司');
    expect(company.disabled).toBe(true);
  });
});
