/**
 * The client builds' rjsf registry (client-registry.tsx, put in place of core's by vite.aliases.ts).
 * The tests load rjsf from node_modules without the build's aliases, so rjsf's Form here still has
 * core's whole registry underneath; these tests lay the client registry over every one of its names,
 * as the build has it, and check that a form of every field kind is drawn and sent the same.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import coreRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import type { RegistryFieldsType } from '@rjsf/utils';
import type { FieldSchema } from '../../src/shared/schema/types';
import { renderWidgetForm } from '../test-support/render-widget-form';
import { antdTemplates } from './antd-form';
import clientRegistry, { CLIENT_TEMPLATES } from './client-registry';

const core = coreRegistry();
const client = clientRegistry();
const names = (o: object) => Object.keys(o).sort();

/** Every field kind the entity subset has (schemas/meta fieldType), with the widgets it derives. */
const EVERY_KIND: Record<string, FieldSchema> = {
  name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' } },
  remark: { type: 'string', title: { 'zh-CN': '备注', 'en-US': 'Remark' }, maxLength: 500 },
  level: { type: 'string', title: { 'zh-CN': '级别', 'en-US': 'Level' }, enum: ['A', 'B'] },
  count: { type: 'integer', title: { 'zh-CN': '数量', 'en-US': 'Count' } },
  price: { type: 'number', title: { 'zh-CN': '单价', 'en-US': 'Price' } },
  active: { type: 'boolean', title: { 'zh-CN': '启用', 'en-US': 'Active' } },
  since: { type: 'string', title: { 'zh-CN': '日期', 'en-US': 'Date' }, format: 'date' },
  // An array whose widget is `hidden`: rjsf lists its items itself, each with its own text widget.
  codes: {
    type: 'array',
    title: { 'zh-CN': '编码', 'en-US': 'Codes' },
    items: { type: 'string' },
    'x-widget': 'hidden',
  },
};

/** The client registry as the app's forms get it: over core's names, under the form's own fields. */
function clientComponents() {
  const { ObjectField: _coreObjectField, ...fields }: RegistryFieldsType = client.fields;
  return { fields, widgets: client.widgets, templates: CLIENT_TEMPLATES };
}

describe('client registry', () => {
  it("answers every name of core's registry, so no core default is left underneath in a build", () => {
    expect(names(client.fields)).toEqual(names(core.fields));
    expect(names(client.widgets)).toEqual(names(core.widgets));
    expect(names(client.templates)).toEqual(names(core.templates));
    expect(names(client.templates.ButtonTemplates)).toEqual(names(core.templates.ButtonTemplates));
  });

  it("leaves to the form's theme only templates the theme has", () => {
    const own = new Set([...Object.keys(CLIENT_TEMPLATES), 'FallbackFieldTemplate', 'ButtonTemplates']);
    const left = Object.keys(client.templates).filter((name) => !own.has(name));
    expect(left.filter((name) => !(name in antdTemplates))).toEqual([]);
    expect(names(antdTemplates.ButtonTemplates ?? {})).toEqual(names(client.templates.ButtonTemplates));
  });

  it('draws a form of every field kind and sends what was typed', async () => {
    const { sent, submit } = renderWidgetForm(EVERY_KIND, {
      row: { id: 'r1', name: '甲', codes: ['c1', 'c2'] },
      ...clientComponents(),
    });
    for (const label of ['名称', '备注', '级别', '数量', '单价', '启用', '日期'])
      expect(await screen.findByLabelText(new RegExp(label))).toBeTruthy();
    // rjsf's own text widget (loaded on first use) for each item of the hidden-widget array.
    expect(await screen.findByDisplayValue('c1')).toBeTruthy();
    expect(screen.getByDisplayValue('c2')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/数量/), '3');
    await userEvent.type(screen.getByLabelText(/备注/), '说明');
    await submit();
    await waitFor(() =>
      expect(sent()).toMatchObject({ name: '甲', remark: '说明', count: 3, codes: ['c1', 'c2'] }),
    );
  });

  it('fails loudly on a field outside the entity subset instead of drawing nothing', () => {
    const AnyOf = client.fields.AnyOfField;
    expect(AnyOf).toBeDefined();
    expect(() => (AnyOf as () => never)()).toThrow(/unsupported form field AnyOfField/);
  });
});
