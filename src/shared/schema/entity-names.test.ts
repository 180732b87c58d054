import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiOfEntity,
  componentNameOfPage,
  listPageIdOfEntity,
  permissionAreaOfEntity,
  permissionsOfEntity,
  withEntityNames,
} from './entity-names';
import { SCHEMAS_ROOT } from './load-fs';

describe('the names that follow from an entity id', () => {
  it.each([
    ['isps_training_course', '/isps/trainingCourse', 'isps:trainingcourse', 'isps-training-course-list'],
    ['sys_quartz_job_log', '/sys/quartzJobLog', 'system:quartzjoblog', 'sys-quartz-job-log-list'],
    ['sys_user', '/sys/user', 'system:user', 'sys-user-list'],
    ['demo', '/demo', 'demo:demo', 'demo-list'],
  ])('%s → %s, %s, %s', (id, api, area, page) => {
    expect(apiOfEntity(id)).toBe(api);
    expect(permissionAreaOfEntity(id)).toBe(area);
    expect(listPageIdOfEntity(id)).toBe(page);
  });

  it('derives every standard code and the component name', () => {
    expect(permissionsOfEntity('isps_training_course')).toEqual({
      list: 'isps:trainingcourse:list',
      add: 'isps:trainingcourse:add',
      edit: 'isps:trainingcourse:edit',
      delete: 'isps:trainingcourse:delete',
      export: 'isps:trainingcourse:export',
      import: 'isps:trainingcourse:import',
    });
    expect(componentNameOfPage('isps-training-course-list')).toBe('IspsTrainingCourseList');
  });

  it('fills in only what the file leaves out', () => {
    const stated = withEntityNames({ $id: 'sys_announcement', 'x-api': '/sys/annountCement' });
    expect(stated['x-api']).toBe('/sys/annountCement');
    expect(stated['x-table']).toBe('sys_announcement');
    expect(stated['x-permissions'].list).toBe('system:announcement:list');
  });

  it('no bundled entity states a name the rule already gives (one source for each name)', () => {
    const files = readdirSync(join(SCHEMAS_ROOT, 'entities')).filter((f) => f.endsWith('.json'));
    const redundant = files.flatMap((file) => {
      const doc = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', file), 'utf8')) as {
        $id: string;
        'x-table'?: string;
        'x-api'?: string;
        'x-permissions'?: unknown;
      };
      const derived = withEntityNames({ $id: doc.$id });
      return (['x-table', 'x-api', 'x-permissions'] as const)
        .filter((key) => doc[key] !== undefined && JSON.stringify(doc[key]) === JSON.stringify(derived[key]))
        .map((key) => `${file}: ${key}`);
    });
    expect(redundant).toEqual([]);
  });
});
