/** The popup picker's configuration rules (SPEC §5) and what chosen rows set (SPEC §9: comma separator). */
import { describe, expect, it } from 'vitest';
import { popupConfig, popupPatch } from './popup-config';

describe('popup configuration', () => {
  it('needs a code, origin and destination fields of the same count', () => {
    expect(popupConfig({ originFields: 'a', destFields: 'b' })).toEqual({ problem: 'misconfigured' });
    expect(popupConfig({ code: 'r', destFields: 'b' })).toEqual({ problem: 'misconfigured' });
    expect(popupConfig({ code: 'r', originFields: 'a,b', destFields: 'x' })).toEqual({
      problem: 'countMismatch',
    });
    expect(popupConfig({ code: 'r', orgFields: ['a', ' b '], destFields: 'x,y', popupMulti: true })).toEqual({
      config: { code: 'r', origin: ['a', 'b'], dest: ['x', 'y'], multi: true },
    });
  });

  it('sets each destination from its origin column, joined by commas, and the field itself from the first', () => {
    const config = { code: 'r', origin: ['name', 'code'], dest: ['company', 'creditCode'], multi: true };
    const rows = [
      { name: '甲', code: 'A' },
      { name: '乙', code: null },
    ];
    expect(popupPatch(config, 'company', rows)).toEqual({ company: '甲,乙', creditCode: 'A,' });
    expect(popupPatch(config, 'picked', rows.slice(0, 1))).toEqual({
      company: '甲',
      creditCode: 'A',
      picked: '甲',
    });
  });
});
