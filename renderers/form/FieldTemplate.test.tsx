import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    phone: { ...demoEntity.properties.phone!, description: { 'zh-CN': '11 位手机号', 'en-US': '11 digits' } },
  },
};

const open = () =>
  renderForm({ page: demoPage, entity, row: { id: 'r1', name: '张三', phone: '13800138000' } });

/** The texts of the elements an input's aria-describedby names. */
function describedBy(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('FieldTemplate', () => {
  it('labels each input, marks required fields and shows the description under the field', async () => {
    open();
    const name = await screen.findByLabelText('姓名');
    expect(name.tagName).toBe('INPUT');
    expect(document.querySelector(`label[for="${name.id}"]`)?.className).toBe('rf-field-required');
    const phone = screen.getByLabelText('手机号码');
    expect(document.querySelector(`label[for="${phone.id}"]`)?.className).toBe('');
    expect(screen.getByText('11 位手机号')).toBeTruthy();
    expect(describedBy(phone)).toEqual(['11 位手机号']);
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('puts the errors under their fields, marks the inputs invalid and describes them by the error text', async () => {
    open();
    const phone = await screen.findByLabelText('手机号码');
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入正确的手机号码!')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.closest('.ant-input')?.className ?? phone.className).toMatch(/ant-input-status-error/);
    expect(describedBy(phone)).toEqual(['请输入正确的手机号码!', '11 位手机号']);
    const name = screen.getByLabelText('姓名');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toEqual(['请输入姓名!']);
    expect(name.closest('.rf-field')?.querySelector('.rf-field-explain-error')?.textContent).toBe(
      '请输入姓名!',
    );
  });
});
