/**
 * WCAG 2.2 AA form semantics, one field of each built-in widget, all required: every control has a
 * programmatic label, required controls say so to assistive technology (aria-required, or a named
 * group for the widgets made of several controls), and after a failed submit each is aria-invalid
 * and described by its own error text.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, FieldSchema, PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const field = (zh: string, extra: Partial<FieldSchema>): FieldSchema =>
  ({ type: 'string', title: { 'zh-CN': zh, 'en-US': zh }, ...extra }) as FieldSchema;

/** Field name → its label and the widget it uses. */
const FIELDS: Record<string, FieldSchema> = {
  fInput: field('单行文本', {}),
  fTextarea: field('多行文本', { 'x-widget': 'textarea' }),
  fNumber: field('数量', { type: 'integer' }),
  fDate: field('日期', { format: 'date' }),
  fSelect: field('性别', { 'x-dict': 'sex' }),
  fDictSearch: field('字典搜索', { 'x-widget': 'dictSearch', 'x-dict': 'sex' }),
  fDepart: field('部门', { 'x-widget': 'departSelect' }),
  fRole: field('角色', { 'x-widget': 'roleSelect' }),
  fRadio: field('单选', { 'x-widget': 'radio', 'x-dict': 'sex' }),
  fCheckbox: field('多选', { 'x-widget': 'checkbox', 'x-dict': 'sex' }),
  fFile: field('附件', { 'x-widget': 'file' }),
};
const names = Object.keys(FIELDS);

const entity: EntitySchema = {
  $id: 'demo_all',
  type: 'object',
  title: { 'zh-CN': '全部', 'en-US': 'All' },
  'x-table': 'demo_all',
  'x-api': '/demo/all',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:all:list' },
  required: names,
  properties: FIELDS,
  additionalProperties: false,
};
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_all',
  api: { add: '/demo/all/add' },
  form: { container: 'modal', fields: names },
};

/**
 * Opens the form and waits until every field stands: the file widget loads lazily, and on a busy
 * machine its chunk arrives well after the first inputs (CI failed reading the 附件 group too early).
 */
const open = async () => {
  renderForm({ page, entity, options: { departTree: [], roles: [] } });
  await screen.findByLabelText('单行文本');
  await screen.findByLabelText('部门');
  await screen.findByRole('group', { name: '附件' });
};

/** The element the field's label names, found the way assistive technology does. */
const control = (label: string) => screen.getByLabelText(label);
const describedTexts = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);

/** Single controls carry aria-required themselves; the two groups below cannot (role group). */
const SINGLE = ['单行文本', '多行文本', '数量', '日期', '性别', '字典搜索', '部门', '角色'];

describe('form fields for assistive technology', () => {
  it('labels every control and marks the required ones', async () => {
    await open();
    for (const label of SINGLE) {
      const el = control(label);
      expect(el.getAttribute('aria-required'), label).toBe('true');
      expect(el.getAttribute('aria-invalid'), label).not.toBe('true');
    }
    const radio = screen.getByRole('radiogroup', { name: '单选' });
    expect(radio.getAttribute('aria-required')).toBe('true');
    // The radio buttons are inside the named group.
    expect(radio.querySelectorAll('input[type="radio"]').length).toBeGreaterThan(0);
    const checkboxes = screen.getByRole('group', { name: '多选' });
    expect(checkboxes.querySelectorAll('input[type="checkbox"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: '附件' }).querySelector('button')).toBeTruthy();
    // The label with the required mark is the one that names each group.
    for (const name of ['单选', '多选', '附件']) {
      const group = screen.getByRole(name === '单选' ? 'radiogroup' : 'group', { name });
      const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
      expect(label?.className, name).toBe('rf-field-required');
    }
  });

  it('marks every empty required control invalid after submit and describes it by its error', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(control('单行文本').getAttribute('aria-invalid')).toBe('true'));
    const invalid = [
      ...SINGLE.map(control),
      screen.getByRole('radiogroup', { name: '单选' }),
      screen.getByRole('group', { name: '多选' }),
      screen.getByRole('group', { name: '附件' }),
    ];
    for (const el of invalid) {
      const name = el.getAttribute('aria-labelledby') ?? el.id;
      expect(el.getAttribute('aria-invalid'), name).toBe('true');
      const texts = describedTexts(el);
      expect(texts.length, name).toBeGreaterThan(0);
      expect(texts.join(' '), name).toMatch(/必填|不能为空|请/);
    }
  });
});
