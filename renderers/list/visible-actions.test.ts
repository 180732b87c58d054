import { describe, expect, it } from 'vitest';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import {
  permittedActions,
  resolveRowTemplate,
  resolveRowUrl,
  rowActionsFor,
  rowLogicFields,
} from './visible-actions';

const toolbar: ActionDef[] = [
  { kind: 'add', key: 'add', permission: 'demo:add' },
  { kind: 'batchDelete', key: 'batchDelete', permission: 'demo:delete' },
  { kind: 'export', key: 'export', permission: 'demo:export' },
  { kind: 'superQuery', key: 'superQuery' },
];

describe('permittedActions', () => {
  it('keeps only the buttons the user may press (no code = always)', () => {
    const allowed = new Set(['demo:add', 'demo:export']);
    expect(permittedActions(toolbar, (c) => !c || allowed.has(c)).map((a) => a.key)).toEqual([
      'add',
      'export',
      'superQuery',
    ]);
    expect(permittedActions(toolbar, (c) => !c).map((a) => a.key)).toEqual(['superQuery']);
  });
});

describe('rowActionsFor', () => {
  const entity = {
    'x-protected': { when: { '==': [{ var: 'username' }, 'admin'] }, message: '管理员账号不允许此操作' },
  } as unknown as EntitySchema;
  const actions: ActionDef[] = [
    { kind: 'edit', key: 'edit' },
    { kind: 'detail', key: 'detail' },
    { kind: 'confirm', key: 'freeze', visibleWhen: { '==': [{ var: 'status' }, '1'] } },
    { kind: 'confirm', key: 'unfreeze', visibleWhen: { '==': [{ var: 'status' }, '2'] } },
  ];
  it('shows actions by visibleWhen', () => {
    expect(rowActionsFor(actions, { username: 'u', status: '2' }, entity).map((a) => a.action.key)).toEqual([
      'edit',
      'detail',
      'unfreeze',
    ]);
  });
  it('disables changing actions on protected rows with the reason', () => {
    const result = rowActionsFor(actions, { username: 'admin', status: '1' }, entity);
    expect(result.find((a) => a.action.key === 'edit')?.disabledReason).toBe('管理员账号不允许此操作');
    expect(result.find((a) => a.action.key === 'detail')?.disabledReason).toBeUndefined();
    expect(result.find((a) => a.action.key === 'freeze')?.disabledReason).toBe('管理员账号不允许此操作');
  });
});

describe('rowActionsFor with an x-workflow editableIn', () => {
  const entity = {
    properties: { sendStatus: {} },
    'x-workflow': {
      stateField: 'sendStatus',
      initial: '0',
      states: ['0', '1'],
      editableIn: ['0'],
      transitions: [],
    },
  } as unknown as EntitySchema;
  const actions: ActionDef[] = [
    { kind: 'edit', key: 'edit' },
    { kind: 'detail', key: 'detail' },
  ];
  it('offers the edit only in the editable states, like the server', () => {
    expect(rowActionsFor(actions, { sendStatus: '0' }, entity).map((a) => a.action.key)).toEqual([
      'edit',
      'detail',
    ]);
    expect(rowActionsFor(actions, { sendStatus: '1' }, entity).map((a) => a.action.key)).toEqual(['detail']);
  });
  it('asks the list for the state', () => {
    const page = { rowActions: actions, columns: [] } as unknown as PageSchema;
    expect(rowLogicFields(page, entity)).toContain('sendStatus');
  });
});

describe('row templates', () => {
  it('fills $row values and URL placeholders', () => {
    expect(resolveRowTemplate({ dictId: '$row.id', fixed: 'x' }, { id: 'a1' })).toEqual({
      dictId: 'a1',
      fixed: 'x',
    });
    expect(resolveRowTemplate({ p: '$row.__proto__' }, { id: 'a1' })).toEqual({ p: '' });
    expect(resolveRowTemplate({ ids: '$selectedIds', status: '2' }, {}, ['a', 'b'])).toEqual({
      ids: 'a,b',
      status: '2',
    });
    expect(resolveRowUrl('/sys/user/frozen?id={id}', { id: 'a b' })).toBe('/sys/user/frozen?id=a%20b');
  });
});

describe('rowLogicFields', () => {
  const entity = {
    properties: { id: {}, username: {}, status: {}, userType: {}, dictId: {} },
    'x-protected': { when: { '==': [{ var: 'userType' }, 'admin'] }, message: 'no' },
  } as unknown as EntitySchema;
  it('names every field the row logic reads, so the list asks for it', () => {
    const page = {
      $id: 'p',
      kind: 'list',
      entity: 'e',
      api: {},
      columns: [{ field: 'username' }],
      rowDisabledWhen: { and: [{ '==': [{ var: ['status', '1'] }, '2'] }] },
      rowActions: [
        {
          kind: 'confirm',
          key: 'f',
          request: { method: 'PUT', url: '/x/{dictId}', body: { ids: '$row.id' } },
        },
        { kind: 'subList', key: 's', page: 'q', filter: { dictId: '$row.dictId' } },
        { kind: 'edit', key: 'e', visibleWhen: { '!=': [{ var: 'unknownField' }, 1] } },
      ],
    } as unknown as PageSchema;
    expect(rowLogicFields(page, entity).sort()).toEqual(['dictId', 'id', 'status', 'userType']);
  });
});
