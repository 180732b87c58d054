/**
 * A file field's list cell: its files as links named as they were uploaded, each saved under that
 * name on a click (the file needs the session's token, so the data provider fetches it).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    contract: { type: 'string', title: { 'zh-CN': '合同', 'en-US': 'Contract' }, 'x-widget': 'file' },
  },
};
const page: PageSchema = { ...demoPage, columns: [{ field: 'name' }, { field: 'contract' }] };

describe('file cells of a list', () => {
  it('link each file by its uploaded name and save it under that name', async () => {
    const s = memoryServices({
      records: {
        '/demo/contact': [
          {
            id: 'a1',
            name: '张三',
            contract: 'files/1f3a.pdf,files/77c0.png',
            contract_fileNames: ['合同扫描件.pdf', '回执.png'],
          },
        ],
      },
    });
    render(s.wrap(<ListPage page={page} entity={entity} />));
    const row = (await screen.findByText('张三', {}, { timeout: 20000 })).closest('tr')!;
    const link = within(row).getByRole('link', { name: '合同扫描件.pdf' });
    expect(within(row).getByRole('link', { name: '回执.png' })).toBeTruthy();
    expect(within(row).queryByText('1f3a.pdf')).toBeNull();
    await userEvent.click(link);
    expect(s.downloads).toEqual([{ what: 'files/1f3a.pdf', filename: '合同扫描件.pdf' }]);
  });
});
