/**
 * 颁发证书 on the project list (a row action of kind `form` posting to /isps/certificate/issue) is
 * guarded by the code its server route checks, isps:certificate:issue: staff without it do not see
 * the button (the route would answer 403), staff with it do, once the project has its decision.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../src/shared/schema/load-fs';
import { ListPage } from '../../renderers/list/ListPage';
import { memoryServices } from '../../renderers/test-support/render-with-provider';

const registry = loadRegistry();
const page = registry.pages.get('isps-project-list')!;
const entity = registry.entities.get('isps_project')!.schema;
const records = {
  '/isps/project': [
    { id: 'p1', projectNo: 'P2026010001', projectName: '体系认证项目', stageCode: 'decision', decisionDate: '2026-01-10' },
    { id: 'p2', projectNo: 'P2026010002', projectName: '审核中项目', stageCode: 'stage2_audit' },
  ],
};

function renderList(permissions: string[]) {
  const s = memoryServices({ records, permissions });
  render(s.wrap(<ListPage page={page} entity={entity} />));
}

const rowOf = async (no: string) => (await screen.findByText(no)).closest('tr') as HTMLElement;

describe('颁发证书 on the project list', () => {
  it('is hidden from staff without isps:certificate:issue', async () => {
    renderList(['isps:project:list', 'isps:project:advance']);
    const row = await rowOf('P2026010001');
    expect(within(row).getByText('受理告知书')).toBeTruthy();
    expect(within(row).queryByText('颁发证书')).toBeNull();
  });

  it('is shown to staff holding it, on a project with its decision only', async () => {
    renderList(['isps:project:list', 'isps:certificate:issue']);
    expect(within(await rowOf('P2026010001')).getByText('颁发证书')).toBeTruthy();
    expect(within(await rowOf('P2026010002')).queryByText('颁发证书')).toBeNull();
  });
});
