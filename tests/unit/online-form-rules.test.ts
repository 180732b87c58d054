/**
 * The allow-lists of online form definitions: every designer widget that is offered maps to
 * a widget the renderer registers (the server cannot import the renderer, so this test ties them),
 * validation patterns that may backtrack badly are refused, and names map to properties one-to-one.
 */
import { describe, expect, it } from 'vitest';
import { BUILTIN_WIDGET_NAMES } from '../../renderers/widgets/widget-names';
import { SHOW_TYPES, isAvailable } from '../../src/server/modules/online/form/show-types';
import { isSafePattern } from '../../src/server/modules/online/form/safe-regex';
import { propertyOf } from '../../src/server/modules/online/form/normalize';
import { isReservedWord } from '../../src/shared/online/pg-reserved-words';
import { isApiPath } from '../../src/server/http/client';

describe('online form allow-lists', () => {
  it('offers only widgets the renderer has, and marks the others unavailable', () => {
    const builtin = new Set<string>(BUILTIN_WIDGET_NAMES);
    for (const [name, show] of Object.entries(SHOW_TYPES)) {
      // A widget added to the renderer (e.g. the report popup) should be made available here.
      expect(isAvailable(show), name).toBe(builtin.has(show.widget));
    }
  });

  it('accepts ordinary patterns and refuses nested quantifiers, back references, bad syntax and long ones', () => {
    for (const ok of ['^1[3-9]\\d{9}$', '^[A-Z]{2}-\\d{4}$', '^\\w+@\\w+\\.com$', '^(ab)?c+$', '^[(+)*]+$'])
      expect(isSafePattern(ok), ok).toBe(true);
    for (const bad of [
      '^(a+)+$',
      '(a*)*',
      '(.*a){3}',
      '^(a|aa)+$',
      '^((ab)*c)+$',
      '(a)\\1',
      '([a-z',
      '',
      'a'.repeat(201),
    ]) {
      expect(isSafePattern(bad), bad).toBe(false);
    }
  });

  it('refuses what the server’s linear-time engine cannot run (lookaround), and accepts what it runs in linear time', () => {
    for (const bad of ['^(?=.*\\d)\\w+$', '^(?!admin)\\w+$', '(?<=a)b', '(?<!a)b', '^\\p{Letter}+$'])
      expect(isSafePattern(bad), bad).toBe(false);
    for (const ok of ['^\\w*\\w*\\w*\\w*\\w*\\w*\\w*!$', '^[\\u4e00-\\u9fa5]+$', '^\\p{Script=Han}+$'])
      expect(isSafePattern(ok), ok).toBe(true);
  });

  it('maps field names to distinct camelCase properties and knows the reserved words', () => {
    expect(propertyOf('serial_no')).toBe('serialNo');
    expect(propertyOf('a_1')).toBe(propertyOf('a1'));
    expect(isReservedWord('select')).toBe(true);
    expect(isReservedWord('USER')).toBe(true);
    expect(isReservedWord('equipment')).toBe(false);
  });

  it('serves the shell for its screens under /online/ and keeps the JSON 404 for the API there', () => {
    for (const screen of [
      '/online/cgform',
      '/online/cgformList/equip',
      '/online/cgreport/rep_1',
      '/online/cgform?x=1',
    ])
      expect(isApiPath(screen), screen).toBe(false);
    for (const call of [
      '/online/cgform/head/list',
      '/online/data/equip/list',
      '/online/cgform/api/getColumns/equip',
      '/sys/user/list',
    ])
      expect(isApiPath(call), call).toBe(true);
  });
});
