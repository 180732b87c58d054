/**
 * A toolbar action's `visibleWhen` reads the list as read (its total): 评价团队 of a project's
 * evaluation list is offered while the project has no evaluation and hidden once it has one.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  toolbar: [
    {
      kind: 'add',
      key: 'add',
      label: { 'zh-CN': '评价团队', 'en-US': 'Evaluate the team' },
      permission: 'demo:contact:add',
      visibleWhen: { '==': [{ var: 'total' }, 0] },
    },
  ],
};
const permissions = ['demo:contact:add'];

describe('toolbar actions shown by the list', () => {
  it('offers the action while the list is empty', async () => {
    renderWithProvider(<ListPage page={page} entity={demoEntity} />, {
      permissions,
      records: { '/demo/contact': [] },
    });
    expect(await screen.findByRole('button', { name: /评价团队/ })).toBeTruthy();
  });

  it('hides it once the list has a record', async () => {
    renderWithProvider(<ListPage page={page} entity={demoEntity} />, {
      permissions,
      records: { '/demo/contact': [{ id: 'e1', name: '张三' }] },
    });
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: /评价团队/ })).toBeNull();
  });
});
