/**
 * A list row's `subList` action opens its page in a drawer, filtered by the row: the page renderer
 * hands the list itself as the sub-page renderer, so any page kind opens there.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import { SchemaPage } from './SchemaPage';

const memberEntity: EntitySchema = {
  $id: 'demo_member',
  type: 'object',
  title: { 'zh-CN': '成员', 'en-US': 'Member' },
  'x-table': 'demo_member',
  'x-api': '/demo/member',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:member:list' },
  properties: {
    contactId: { type: 'string', title: { 'zh-CN': '联系人', 'en-US': 'Contact' } },
    memberName: { type: 'string', title: { 'zh-CN': '成员姓名', 'en-US': 'Member name' } },
  },
  additionalProperties: false,
};

const memberPage: PageSchema = {
  $id: 'demo-member-list',
  kind: 'list',
  title: { 'zh-CN': '成员', 'en-US': 'Members' },
  entity: 'demo_member',
  api: { list: '/demo/member/list' },
  columns: [{ field: 'memberName' }],
};

const contactPage: PageSchema = {
  ...demoPage,
  toolbar: [],
  rowActions: [
    {
      kind: 'subList',
      key: 'members',
      label: { 'zh-CN': '成员列表', 'en-US': 'Members' },
      page: 'demo-member-list',
      filter: { contactId: '$row.id' },
    },
  ],
};

describe('a sub list opened from a row', () => {
  it("shows the named page in a drawer with the row's records only", async () => {
    const s = memoryServices({
      records: {
        '/demo/contact': [
          { id: 'a1', name: '甲公司' },
          { id: 'a2', name: '乙公司' },
        ],
        '/demo/member': [
          { id: 'm1', contactId: 'a1', memberName: '张三' },
          { id: 'm2', contactId: 'a2', memberName: '李四' },
        ],
      },
      pages: {
        'demo-contact-list': { page: contactPage, entity: demoEntity },
        'demo-member-list': { page: memberPage, entity: memberEntity },
      },
      permissions: ['demo:member:list'],
    });
    render(s.wrap(<SchemaPage pageId="demo-contact-list" />));
    const row = (await screen.findByText('甲公司')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('成员列表'));
    const drawer = await screen.findByRole('region', { name: '成员列表' });
    expect(await within(drawer).findByText('张三')).toBeTruthy();
    expect(within(drawer).queryByText('李四')).toBeNull();
  });
});
