import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    birthday: { type: 'string', title: { 'zh-CN': '生日', 'en-US': 'Birthday' }, format: 'date' },
  },
};

describe.each(['modal', 'drawer'] as const)('Enter in a date field (%s form)', (container) => {
  it('does not submit the form; the submit button still does', async () => {
    const page: PageSchema = { ...demoPage, form: { container, fields: ['name', 'birthday'] } };
    const { callsOf, submit } = renderForm({ page, entity });
    const date = await screen.findByLabelText('生日');
    await userEvent.click(date);
    await userEvent.keyboard('2024-05-06{Enter}');
    expect((date as HTMLInputElement).value).toBe('2024-05-06');
    // A submit validates at once and shows the required-name message under the field.
    expect(screen.queryByText('请输入姓名!')).toBeNull();
    expect([...callsOf('create'), ...callsOf('update')]).toEqual([]);
    await submit();
    expect(await screen.findByText('请输入姓名!')).toBeTruthy();
  });
});
