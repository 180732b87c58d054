/**
 * A select fed by a named option list of the data provider (x-widget-options.optionList): the
 * report head form's base entity (schemas/entities/onl_cgreport_head.json) offers the entities the
 * server lists, labelled by title and code; the stored code shows its label and the chosen code is
 * what the form sends.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import reportHead from '../../schemas/entities/onl_cgreport_head.json';
import type { FieldSchema } from '../../src/shared/schema/types';
import { renderWidgetForm } from '../test-support/render-widget-form';

const baseEntity = reportHead.properties.baseEntity as unknown as FieldSchema;
const ENTITIES = [
  { value: 'demo_item', text: '演示物品 (demo_item)', textEn: 'Demo item (demo_item)' },
  { value: 'sys_user', text: '用户 (sys_user)', textEn: 'User (sys_user)' },
];

describe('select widget with a named option list', () => {
  it("shows the report's base entity by its label and sends the chosen entity's code", async () => {
    const row = { id: 'r1', baseEntity: 'sys_user' };
    const form = renderWidgetForm({ baseEntity }, { row, options: { reportEntities: ENTITIES } });
    const input = await screen.findByLabelText('主实体', {}, { timeout: 15000 });
    await waitFor(
      () => expect(document.querySelector('.ant-select [title="用户 (sys_user)"]')).toBeTruthy(),
      { timeout: 15000 },
    );
    expect(form.callsOf('loadOptions').map((c) => c.args[0])).toContain('reportEntities');
    await userEvent.click(input);
    const choice = () => document.querySelector('.ant-select-item-option[title="演示物品 (demo_item)"]');
    await waitFor(() => expect(choice()).toBeTruthy(), { timeout: 15000 });
    await userEvent.click(choice()!);
    await form.submit();
    await waitFor(() => expect(form.sent()).toMatchObject({ baseEntity: 'demo_item' }), { timeout: 15000 });
  });
});
