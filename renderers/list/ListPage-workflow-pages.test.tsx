/**
 * The announcement and company review lists offer their x-workflow transitions as the row
 * buttons (one button per step, the texts of the old page buttons): 企业审核 shows 通过 / 驳回 on a
 * pending company only, 驳回 opens the reason dialog 驳回企业激活 (reason required); 系统通告 offers
 * 编辑 on a draft only (editableIn) and 撤销 on a published one.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import announcementEntity from '../../schemas/entities/sys_announcement.json';
import companyEntity from '../../schemas/entities/cust_company.json';
import announcementPage from '../../schemas/pages/sys-announcement-list.json';
import companyPage from '../../schemas/pages/isps-company-list.json';
import { applyPageDefaults, type PageDeclaration } from '../../src/shared/schema/page-defaults';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';
import { checkEntityDocument } from '../../src/shared/schema/meta-check';

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 15000 })).closest('tr') as HTMLElement;

describe('企业审核', () => {
  const entity = checkEntityDocument('companyEntity', companyEntity);
  const { page, issues } = applyPageDefaults(companyPage as unknown as PageDeclaration, entity);

  it('is a valid page', () => {
    expect(issues).toEqual([]);
  });

  it('offers 通过 and 驳回 once each on a pending company, none on an activated one; 驳回 asks for the reason', async () => {
    renderWithProvider(<ListPage page={page} entity={entity} />, {
      permissions: ['isps:company:list', 'isps:company:approve', 'isps:company:reject'],
      records: {
        '/isps/company': [
          { id: 'c1', name: '待审企业', status: 'pending' },
          { id: 'c2', name: '已激活企业', status: 'activated' },
        ],
      },
    });
    const pending = await rowOf('待审企业');
    const activated = await rowOf('已激活企业');
    expect(within(pending).getAllByText('通过')).toHaveLength(1);
    expect(within(pending).getAllByText('驳回')).toHaveLength(1);
    expect(within(activated).queryByText('通过')).toBeNull();
    expect(within(activated).queryByText('驳回')).toBeNull();

    await userEvent.click(within(pending).getByText('驳回'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(within(dialog).getByText('驳回企业激活')).toBeTruthy();
    expect(within(dialog).getByLabelText('驳回原因')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeTruthy();
  });
});

describe('系统通告', () => {
  const entity = checkEntityDocument('announcementEntity', announcementEntity);
  const { page, issues } = applyPageDefaults(announcementPage as unknown as PageDeclaration, entity);

  it('is a valid page', () => {
    expect(issues).toEqual([]);
  });

  it('offers 编辑 on a draft only and 撤销 (not 发布) on a published one', async () => {
    renderWithProvider(<ListPage page={page} entity={entity} />, {
      permissions: [
        'system:announcement:list',
        'system:announcement:add',
        'system:announcement:edit',
        'system:announcement:delete',
        'system:announcement:release',
        'system:announcement:revoke',
      ],
      records: {
        '/sys/annountCement': [
          { id: 'a1', titile: '草稿通告', sendStatus: '0', priority: 'L', msgType: 'ALL' },
          { id: 'a2', titile: '已发布通告', sendStatus: '1', priority: 'L', msgType: 'ALL' },
        ],
      },
    });
    const draft = await rowOf('草稿通告');
    const published = await rowOf('已发布通告');
    expect(within(draft).getByText('编辑')).toBeTruthy();
    expect(within(published).queryByText('编辑')).toBeNull();
    expect(within(published).getAllByText('撤销')).toHaveLength(1);
    expect(within(published).queryByText('发布')).toBeNull();
  });
});
