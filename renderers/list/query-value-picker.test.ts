/** Which picker a query value of a field gets (the list's query form and the advanced query alike). */
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/shared/schema/types';
import { queryValuePicker } from './QueryWidget';

const title = { 'zh-CN': '字段', 'en-US': 'Field' };
const popup = {
  type: 'string',
  title,
  'x-widget': 'popup',
  'x-widget-options': { code: 'rp' },
} as FieldSchema;
const search = { type: 'string', title, 'x-widget': 'searchSelect', 'x-dict': 'sex' } as FieldSchema;
const tableSelect = {
  type: 'string',
  title,
  'x-widget': 'select',
  'x-widget-options': { dict: 'sys_user,realname,username' },
} as FieldSchema;

describe('queryValuePicker', () => {
  it('picks a popup or a search select with the field’s own widget', () => {
    expect(queryValuePicker(popup, 'eq')).toEqual({ widget: 'popup' });
    expect(queryValuePicker(popup, 'in')).toEqual({ widget: 'popup' });
    expect(queryValuePicker(search, 'like')).toEqual({ widget: 'searchSelect' });
  });
  it('chooses several values of a dictionary field in the dictionary select', () => {
    expect(queryValuePicker(search, 'in')).toEqual({ dict: 'sex' });
  });
  it('offers a table dictionary named only in the widget options', () => {
    expect(queryValuePicker(tableSelect, 'eq')).toEqual({ dict: 'sys_user,realname,username' });
  });
  it('leaves other fields to the input of their kind', () => {
    expect(queryValuePicker({ type: 'string' } as FieldSchema, 'eq')).toBeUndefined();
    expect(queryValuePicker(undefined, 'eq')).toBeUndefined();
  });
});
