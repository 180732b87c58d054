import { describe, expect, it } from 'vitest';
import { onlineScreen } from './online-screens';

describe('online screens of menu components', () => {
  it('maps the list variants to the page online-<code>', () => {
    for (const name of [
      'cgformList',
      'cgformTreeList',
      'cgformErpList',
      'cgformTabList',
      'cgformInnerTableList',
    ]) {
      expect(onlineScreen(`/online/${name}/equip`, '/anything')).toEqual({
        kind: 'form',
        code: 'equip',
        pageId: 'online-equip',
      });
      expect(onlineScreen(`online/${name}`, `/online/${name}/equip`)).toEqual({
        kind: 'form',
        code: 'equip',
        pageId: 'online-equip',
      });
      expect(onlineScreen(`/online/${name}/:code`, `/online/${name}/equip_2`)?.kind).toBe('form');
    }
    expect(
      onlineScreen('modules/online/cgform/auto/innerTable/OnlCgformInnerTableList', '/x/y/equip'),
    ).toMatchObject({ pageId: 'online-equip' });
  });

  it('maps reports to the report screen with their code', () => {
    expect(onlineScreen('online/cgreport', '/online/cgreport/cert_stats')).toEqual({
      kind: 'report',
      code: 'cert_stats',
    });
    expect(onlineScreen('/online/cgreport/Cert-Stats', '/reports')).toEqual({
      kind: 'report',
      code: 'Cert-Stats',
    });
    expect(onlineScreen('modules/online/cgreport/auto/OnlCgreportAutoList', '/online/cgreport/r1')).toEqual({
      kind: 'report',
      code: 'r1',
    });
  });

  it('leaves other components alone and refuses codes that cannot be one', () => {
    expect(onlineScreen('schema/sys-user-list', '/system/user')).toBeUndefined();
    expect(onlineScreen('dashboard/Analysis', '/online/cgformList/equip')).toBeUndefined();
    expect(onlineScreen('online/cgformList', '/online/cgformList/Bad-Code')).toBeUndefined();
    expect(onlineScreen('online/cgformList', '/online/cgformList/%E0%A4%A')).toBeUndefined();
    expect(onlineScreen('online/cgformList', '/')).toBeUndefined();
    expect(onlineScreen('/online/cgreport/a%2F..', '/')).toBeUndefined();
  });
});
