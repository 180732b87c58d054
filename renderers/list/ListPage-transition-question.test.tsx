/**
 * A transition with fields and a confirmation (推进阶段 / 退回阶段) asks in its dialog, naming the
 * row's values: the current stage and the one it goes to, in the reader's language.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types';
import { applyPageDefaults } from '../../src/shared/schema/page-defaults';
import type { WorkflowDefinition } from '../../src/shared/workflow/types';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';
import { transitionQuestion } from './transition-question';

const API = '/demo/project';
const note = {
  type: 'object',
  properties: { note: { type: 'string', title: { 'zh-CN': '备注', 'en-US': 'Note' }, maxLength: 500 } },
} as const;
const WORKFLOW: WorkflowDefinition = {
  stateField: 'stageCode',
  initial: 'contract',
  states: ['contract', 'planning'],
  transitions: [
    {
      name: 'advance',
      title: { 'zh-CN': '推进阶段', 'en-US': 'Next stage' },
      from: ['contract', 'planning'],
      permission: 'demo:project:advance',
      fields: note,
      confirm: {
        'zh-CN': '确定将项目从“{stageName}”推进到“{nextStageName}”吗?',
        'en-US': 'Move the project from "{stageName}" to "{nextStageName}"?',
      },
    },
  ],
};

const entity: EntitySchema = {
  $id: 'demo_project',
  type: 'object',
  title: { 'zh-CN': '项目', 'en-US': 'Project' },
  'x-table': 'demo_project',
  'x-api': API,
  'x-scope': 'none',
  'x-permissions': { list: 'demo:project:list' },
  properties: {
    projectName: { type: 'string', title: { 'zh-CN': '项目名称', 'en-US': 'Project name' } },
    stageCode: { type: 'string', title: { 'zh-CN': '阶段', 'en-US': 'Stage' }, readOnly: true },
    stageName: {
      type: 'string',
      title: { 'zh-CN': '当前阶段', 'en-US': 'Current stage' },
      readOnly: true,
      'x-i18n-field': { 'en-US': 'stageNameEn' },
    },
    stageNameEn: {
      type: 'string',
      title: { 'zh-CN': '当前阶段（英文）', 'en-US': 'Current stage (English)' },
      readOnly: true,
    },
    nextStageName: {
      type: 'string',
      title: { 'zh-CN': '下一阶段', 'en-US': 'Next stage' },
      readOnly: true,
      'x-virtual': true,
    },
  } as EntitySchema['properties'],
  additionalProperties: false,
  'x-workflow': WORKFLOW,
};

const { page } = applyPageDefaults(
  {
    $id: 'demo-project-list',
    kind: 'list',
    title: '项目',
    entity: 'demo_project',
    columns: [{ field: 'projectName' }, { field: 'stageName' }],
    rowActions: { workflow: true },
  },
  entity,
);

const row = {
  id: 'p1',
  projectName: 'ISO 9001 认证',
  stageCode: 'contract',
  stageName: '合同签订',
  stageNameEn: 'Contract',
  nextStageName: '审核策划',
};
const zh = (text: unknown) => (typeof text === 'string' ? text : (text as Record<string, string>)['zh-CN']!);
const en = (text: unknown) => (typeof text === 'string' ? text : (text as Record<string, string>)['en-US']!);

describe('a transition names the stages it moves between', () => {
  it('asks in its dialog with the current and the next stage', async () => {
    renderWithProvider(<ListPage page={page} entity={entity} />, {
      permissions: ['demo:project:advance'],
      records: { [API]: [row] },
      workflows: { [API]: WORKFLOW },
    });
    const cell = await screen.findByText('ISO 9001 认证');
    await userEvent.click(within(cell.closest('tr')!).getByText('推进阶段'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将项目从“合同签订”推进到“审核策划”吗?')).toBeTruthy();
    expect(within(dialog).getByLabelText('备注')).toBeTruthy();
  });

  it("reads the row's values in the reader's language, a dash where there is none", () => {
    const advance = WORKFLOW.transitions[0]!;
    expect(
      transitionQuestion(advance, { ...row, nextStageName: 'Audit planning' }, entity, 'en-US', en),
    ).toBe('Move the project from "Contract" to "Audit planning"?');
    expect(transitionQuestion(advance, { ...row, nextStageName: null }, entity, 'zh-CN', zh)).toBe(
      '确定将项目从“合同签订”推进到“—”吗?',
    );
    expect(transitionQuestion({ ...advance, confirm: undefined }, row, entity, 'zh-CN', zh)).toBeUndefined();
  });
});
