/** The x-workflow checks the registry applies at load, and which transitions a user may fire. */
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/types';
import { availableTransitions, editableInState } from './available';
import { workflowProblems } from './problems';
import { resolveSetValues } from './set-values';
import type { WorkflowDefinition } from './types';

const def = (): WorkflowDefinition => ({
  stateField: 'status',
  initial: 'draft',
  states: ['draft', 'submitted', 'done'],
  transitions: [
    {
      name: 'submit',
      title: 'Submit',
      from: ['draft'],
      to: 'submitted',
      permission: 'a:b:submit',
      guard: { '!!': [{ var: 'record.text' }] },
      guardMessage: 'text first',
    },
    {
      name: 'finish',
      title: 'Finish',
      from: ['submitted'],
      to: 'done',
      permission: 'a:b:finish',
      guard: { '==': [{ var: 'user.userType' }, 'staff'] },
      guardMessage: 'staff only',
    },
  ],
});

const entity = (workflow: WorkflowDefinition): EntitySchema => ({
  $id: 'e',
  type: 'object',
  title: 'E',
  'x-table': 'e',
  'x-api': '/a/b',
  'x-scope': 'none',
  'x-permissions': { list: 'a:b:list' },
  properties: { status: { type: 'string', title: 'S' }, text: { type: 'string', title: 'T' } },
  additionalProperties: false,
  'x-workflow': workflow,
});

const paths = (w: WorkflowDefinition) => workflowProblems(entity(w)).map((p) => p.path);

describe('workflowProblems', () => {
  it('accepts a sound workflow', () => {
    expect(workflowProblems(entity(def()))).toEqual([]);
  });

  it('names unknown states, a missing state field, repeated and CRUD names, bad notes and guards', () => {
    expect(paths({ ...def(), stateField: 'nope' })).toEqual(['/x-workflow/stateField']);
    expect(paths({ ...def(), initial: 'gone' })).toEqual(['/x-workflow/initial']);
    const w = def();
    w.transitions[0]!.from = ['draft', 'limbo'];
    w.transitions[1]!.to = 'nowhere';
    expect(paths(w)).toEqual(['/x-workflow/transitions/0/from/1', '/x-workflow/transitions/1/to']);
    const twice = def();
    twice.transitions[1]!.name = 'submit';
    expect(paths(twice)).toEqual(['/x-workflow/transitions/1/name']);
    const crud = def();
    crud.transitions[0]!.name = 'edit';
    expect(paths(crud)).toEqual(['/x-workflow/transitions/0/name']);
    const noTarget = def();
    delete noTarget.transitions[0]!.to;
    expect(paths(noTarget)).toEqual(['/x-workflow/transitions/0/to']);
    noTarget.transitions[0]!.actions = ['pickTarget'];
    expect(paths(noTarget)).toEqual([]);
    const note = def();
    note.transitions[0]!.note = 'reason';
    expect(paths(note)).toEqual(['/x-workflow/transitions/0/note']);
    const unsafe = def();
    unsafe.transitions[0]!.guard = { var: '__proto__.x' };
    expect(paths(unsafe)).toEqual(['/x-workflow/transitions/0/guard']);
    const silent = def();
    delete silent.transitions[0]!.guardMessage;
    expect(paths(silent)).toEqual(['/x-workflow/transitions/0/guardMessage']);
  });
});

describe('editableIn and set', () => {
  it('names an unknown editable state and set entries outside the vocabulary, the properties or the fields', () => {
    expect(paths({ ...def(), editableIn: ['draft', 'limbo'] })).toEqual(['/x-workflow/editableIn/1']);
    const w = def();
    w.transitions[0]!.set = { text: '$now' };
    expect(paths(w)).toEqual([]);
    w.transitions[0]!.set = { nope: '$now', status: 'x', text: '$today' };
    expect(paths(w)).toEqual([
      '/x-workflow/transitions/0/set/nope',
      '/x-workflow/transitions/0/set/status',
      '/x-workflow/transitions/0/set/text',
    ]);
    w.transitions[0]!.set = { text: '$input.reason' };
    expect(paths(w)).toEqual(['/x-workflow/transitions/0/set/text']);
    w.transitions[0]!.fields = { type: 'object', properties: { reason: { type: 'string', title: 'R' } } };
    expect(paths(w)).toEqual([]);
  });

  it('allows the edit in the listed states only, every state without the keyword', () => {
    expect(editableInState(def(), { status: 'submitted' })).toBe(true);
    const w = { ...def(), editableIn: ['draft'] };
    expect(editableInState(w, { status: 'draft' })).toBe(true);
    expect(editableInState(w, { status: 'submitted' })).toBe(false);
  });

  it('resolves the step time, the actor, an input field (absent: null) and literals', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    const values = resolveSetValues(
      {
        at: '$now',
        by: '$user.username',
        why: '$input.reason',
        gone: '$input.missing',
        kind: 'web',
        n: 2,
        flag: false,
        none: null,
      },
      { now, username: 'alice', input: { reason: 'late' } },
    );
    expect(values).toEqual({
      at: now,
      by: 'alice',
      why: 'late',
      gone: null,
      kind: 'web',
      n: 2,
      flag: false,
      none: null,
    });
  });
});

describe('availableTransitions', () => {
  const user = (userType: string, codes: string[]) => ({
    userType,
    companyId: null,
    divisionId: null,
    hasPermission: (c: string) => codes.includes(c),
  });

  it('offers a transition in its from state, with the code, when the guard holds', () => {
    const names = (record: Record<string, unknown>, u: ReturnType<typeof user>) =>
      availableTransitions(def(), record, u).map((t) => t.name);
    const all = ['a:b:submit', 'a:b:finish'];
    expect(names({ status: 'draft', text: 'x' }, user('customer_main', all))).toEqual(['submit']);
    expect(names({ status: 'draft', text: '' }, user('customer_main', all))).toEqual([]);
    expect(names({ status: 'draft', text: 'x' }, user('customer_main', ['a:b:finish']))).toEqual([]);
    expect(names({ status: 'submitted' }, user('customer_main', all))).toEqual([]);
    expect(names({ status: 'submitted' }, user('staff', all))).toEqual(['finish']);
    expect(names({ status: 'done' }, user('staff', all))).toEqual([]);
  });
});
