import { describe, expect, it } from 'vitest';
import { committedRow, incomingPatch, liveTableKey } from './live-sync';

describe('live table key', () => {
  it('joins a record’s table by entity, record and field path, or by the key written', () => {
    expect(
      liveTableKey(true, { entityId: 'isps_stage_template', recordId: 'r9', fieldPath: 'root_stages' }),
    ).toBe('isps_stage_template.r9.root_stages');
    expect(liveTableKey(true, { entityId: 'widget-gallery', fieldPath: 'root_table' })).toBe(
      'widget-gallery.root_table',
    );
    expect(liveTableKey('shared-board', { fieldPath: 'root_table' })).toBe('shared-board');
  });

  it('does not sync when off, or when `true` has no entity to scope by', () => {
    expect(liveTableKey(undefined, { entityId: 'e', fieldPath: 'root_t' })).toBeUndefined();
    expect(liveTableKey(false, { entityId: 'e', fieldPath: 'root_t' })).toBeUndefined();
    expect(liveTableKey(true, { fieldPath: 'root_t' })).toBeUndefined();
    expect(liveTableKey('  ', { entityId: 'e', fieldPath: 'root_t' })).toBeUndefined();
  });
});

describe('live rows', () => {
  it('sends the id and the changed fields only', () => {
    expect(committedRow({ id: 'r1', name: '甲', qty: 2 }, ['qty'])).toEqual({ id: 'r1', qty: 2 });
    expect(committedRow(undefined, ['qty'])).toBeUndefined();
  });

  it('takes an id and fields, never the id or prototype keys as fields', () => {
    const hostile = JSON.parse('{"id":"r1","__proto__":{"polluted":1},"name":"乙"}') as unknown;
    expect(incomingPatch(hostile)).toEqual({ id: 'r1', patch: { name: '乙' } });
    expect(incomingPatch({ id: 'r1' })).toBeUndefined();
    expect(incomingPatch({ name: '无' })).toBeUndefined();
    expect(incomingPatch([{ id: 'r1' }])).toBeUndefined();
  });
});
