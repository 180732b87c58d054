/**
 * 证书管理 (schemas/pages/isps-certificate-list.json): a certificate whose surveillance audit is
 * overdue shows the flag in words in its own column and offers 监督逾期暂停, whose reason starts as
 * the catalogue's text and can be edited before it is sent; a certificate not overdue offers neither.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import certificateEntity from '../../schemas/entities/isps_certificate.json';
import certificateListPage from '../../schemas/pages/isps-certificate-list.json';
import { CATALOGUE } from '../../src/shared/messages/catalogue';
import { applyPageDefaults, type PageDeclaration } from '../../src/shared/schema/page-defaults';
import type { ActionRequest } from '../data/data-provider';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';
import { checkEntityDocument } from '../../src/shared/schema/meta-check';

const entity = checkEntityDocument('certificateEntity', certificateEntity);
const { page, issues } = applyPageDefaults(certificateListPage as unknown as PageDeclaration, entity);
const RECORDS = [
  {
    id: 'c1',
    certificateNo: 'CD-S-2025-000001',
    status: 'valid',
    surveillance1Due: '2026-11-18',
    surveillanceOverdue: '监督审核逾期 10 天',
  },
  {
    id: 'c2',
    certificateNo: 'CD-S-2026-000002',
    status: 'valid',
    surveillance1Due: '2027-06-01',
    surveillanceOverdue: null,
  },
];

function renderList() {
  const sent: ActionRequest[] = [];
  renderWithProvider(<ListPage page={page} entity={entity} />, {
    permissions: ['isps:certificate:list', 'isps:certificate:suspend'],
    records: { '/isps/certificate': RECORDS.map((r) => ({ ...r })) },
    override: {
      runAction: (request) => {
        sent.push(request);
        return Promise.resolve(envelope(null, { message: '证书状态已变更' }));
      },
    },
  });
  return sent;
}

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 15000 })).closest('tr') as HTMLElement;

describe('证书管理: overdue surveillance', () => {
  it('is a valid page', () => {
    expect(issues).toEqual([]);
  });

  it('flags the overdue certificate in words and suspends it with the prefilled, edited reason', async () => {
    const sent = renderList();
    const late = await rowOf('CD-S-2025-000001');
    expect(within(late).getByText('监督审核逾期 10 天')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '监督逾期' })).toBeTruthy();
    expect(within(await rowOf('CD-S-2026-000002')).queryByText('监督逾期暂停')).toBeNull();

    await userEvent.click(within(late).getByText('监督逾期暂停'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('因监督审核逾期暂停证书 CD-S-2025-000001')).toBeTruthy();
    const reason = within(dialog).getByLabelText('原因') as HTMLTextAreaElement;
    expect(reason.value).toBe(CATALOGUE.surveillanceOverdueReason['zh-CN']);
    await userEvent.type(reason, '，已书面通知');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: '/isps/certificate/changeStatus',
          body: { id: 'c1', action: 'suspend', reason: '监督审核未按期进行，已书面通知' },
        },
      ]),
    );
  });
});
