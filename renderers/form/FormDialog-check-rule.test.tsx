/**
 * A field naming a check rule (`x-check-rule`): the form asks the provider on blur and before
 * submit, shows the rule's message on the field and writes nothing until the value passes.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema } from '../../src/shared/schema/types';
import { demoEntity } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const RULE_MESSAGE = '编码为2位大写字母加6位数字!';
const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    code: { type: 'string', title: { 'zh-CN': '编码', 'en-US': 'Code' }, 'x-check-rule': 'cert_no' },
  },
};
const checkRules = { cert_no: { pattern: '^[A-Z]{2}\\d{6}$', message: RULE_MESSAGE } };

function cellOf(field: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!cell) throw new Error(`no form cell for ${field}`);
  return cell;
}

describe('a field with a check rule', () => {
  it('shows the rule message on blur, refuses the submit, and saves once the value passes', async () => {
    const { stored, callsOf, onSaved, submit } = renderForm({ entity, checkRules });
    await userEvent.type(await screen.findByLabelText(/姓名/), '李四');
    await userEvent.type(screen.getByLabelText(/编码/), 'cn12');
    await userEvent.tab();
    expect(await within(cellOf('code')).findByText(RULE_MESSAGE)).toBeTruthy();
    expect(callsOf('checkRule').at(-1)?.args).toEqual(['cert_no', 'cn12']);

    await submit();
    await waitFor(() => expect(callsOf('checkRule').length).toBeGreaterThan(1));
    expect(within(cellOf('code')).getByText(RULE_MESSAGE)).toBeTruthy();
    expect(callsOf('create')).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/编码/));
    await userEvent.type(screen.getByLabelText(/编码/), 'CN123456');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(within(cellOf('code')).queryByText(RULE_MESSAGE)).toBeNull();
    expect(stored()[0]).toMatchObject({ name: '李四', code: 'CN123456' });
  });

  it('asks nothing for an empty value', async () => {
    const { callsOf, onSaved, submit } = renderForm({ entity, checkRules });
    await userEvent.type(await screen.findByLabelText(/姓名/), '王五');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(callsOf('checkRule')).toEqual([]);
  });
});
