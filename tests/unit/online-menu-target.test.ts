/**
 * The one rule deriving a menu entry's component and path from a chosen online form or
 * report (src/shared/online/menu-target.ts). What the server writes, the shell's router opens as
 * that screen, and reading the entry back gives the choice again; other components are no choice.
 */
import { describe, expect, it } from 'vitest';
import { onlineMenuColumns, onlineMenuTargetOf, onlineScreenPath } from '../../src/shared/online/menu-target';
import { onlineScreen } from '../../src/client/router/online-screens';

describe('online menu targets', () => {
  it('derives component, path and component name, which the shell opens as that screen', () => {
    const form = onlineMenuColumns({ kind: 'form', code: 'bill' });
    expect(form).toEqual({
      component: 'online/cgformList',
      url: '/online/cgformList/bill',
      componentName: 'online-cgformList-bill',
    });
    expect(onlineScreen(form.component, form.url)).toEqual({
      kind: 'form',
      code: 'bill',
      pageId: 'online-bill',
    });
    const report = onlineMenuColumns({ kind: 'report', code: 'Cert-Stats' });
    expect(report.url).toBe('/online/cgreport/Cert-Stats');
    expect(onlineScreen(report.component, report.url)).toEqual({ kind: 'report', code: 'Cert-Stats' });
    expect(onlineScreenPath({ kind: 'report', code: 'r1' })).toBe('/online/cgreport/r1');
  });

  it('reads the choice back from derived and hand-typed route components', () => {
    expect(onlineMenuTargetOf('online/cgformList', '/online/cgformList/bill')).toEqual({
      kind: 'form',
      code: 'bill',
    });
    expect(onlineMenuTargetOf('/online/cgformErpList/bill', '/whatever')).toEqual({
      kind: 'form',
      code: 'bill',
    });
    expect(onlineMenuTargetOf('online/cgreport', '/online/cgreport/r1')).toEqual({
      kind: 'report',
      code: 'r1',
    });
  });

  it('is no choice for other components, parameterised paths or codes that cannot be one', () => {
    expect(
      onlineMenuTargetOf('modules/online/cgform/auto/OnlCgformAutoList', '/online/cgformList/bill'),
    ).toBeUndefined();
    expect(onlineMenuTargetOf('online/cgformList', '/online/cgformList/:code')).toBeUndefined();
    expect(onlineMenuTargetOf('online/cgformList', '/online/cgformList/Bad-Code')).toBeUndefined();
    expect(onlineMenuTargetOf('schema/sys-user-list', '/system/user')).toBeUndefined();
    expect(onlineMenuTargetOf(null, null)).toBeUndefined();
  });
});
