import { describe, expect, it } from 'vitest';
import { parseRoomKey } from './vxe-room-access';

describe('parseRoomKey', () => {
  it('reads a saved record’s table key: entity, record and property', () => {
    expect(parseRoomKey('isps_stage_template.0123abcd.root_stages')).toEqual({
      entityId: 'isps_stage_template',
      recordId: '0123abcd',
      field: 'stages',
    });
  });

  it('reads an add form’s key (no record) and keys of no plain property', () => {
    expect(parseRoomKey('isps_stage_template.root_stages')).toEqual({
      entityId: 'isps_stage_template',
      field: 'stages',
    });
    expect(parseRoomKey('widget-gallery.root')).toEqual({ entityId: 'widget-gallery' });
    expect(parseRoomKey('isps_project.0123abcd.1f2e3d4c')).toEqual({
      entityId: 'isps_project',
      recordId: '0123abcd',
    });
    expect(parseRoomKey('page-1')).toEqual({ entityId: 'page-1' });
  });
});
