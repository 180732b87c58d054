/** Dictionaries of the scheduled jobs screen (migration 0230; the job names from the registry at start). */
import type { SeedDict } from '../seed/dicts';

export const QUARTZ_JOB_STATUS_DICT = 'quartz_status';
export const QUARTZ_RUN_STATUS_DICT = 'quartz_run_status';
export const QUARTZ_RUN_TRIGGER_DICT = 'quartz_run_trigger';
export const QUARTZ_JOB_NAME_DICT = 'quartz_job_name';

export const QUARTZ_STATUS_DICTS: SeedDict[] = [
  {
    code: QUARTZ_JOB_STATUS_DICT,
    name: '任务状态',
    nameEn: 'Job status',
    items: [
      ['running', '运行中', 'Running'],
      ['paused', '已暂停', 'Paused'],
    ],
  },
  {
    code: QUARTZ_RUN_TRIGGER_DICT,
    name: '触发方式',
    nameEn: 'Trigger',
    items: [
      ['schedule', '按计划', 'Scheduled'],
      ['manual', '手动执行', 'By hand'],
    ],
  },
  {
    code: QUARTZ_RUN_STATUS_DICT,
    name: '执行结果',
    nameEn: 'Run result',
    items: [
      ['running', '执行中', 'Running'],
      ['ok', '成功', 'Succeeded'],
      ['error', '失败', 'Failed'],
    ],
  },
];
