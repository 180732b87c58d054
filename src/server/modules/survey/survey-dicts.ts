/** The survey dictionaries (migration 0290): its states and whether the caller's company answered. */
import type { SeedDict } from '../../seed/dicts';

export const SURVEY_STATUS_DICT = 'survey_status';
export const SURVEY_ANSWERED_DICT = 'survey_answered';

export const SURVEY_DICTS: SeedDict[] = [
  {
    code: SURVEY_STATUS_DICT,
    name: '调查状态',
    nameEn: 'Survey status',
    items: [
      ['draft', '草稿', 'Draft'],
      ['published', '已发布', 'Published'],
      ['closed', '已关闭', 'Closed'],
    ],
  },
  {
    code: SURVEY_ANSWERED_DICT,
    name: '填写状态',
    nameEn: 'Answered',
    items: [
      ['0', '未填写', 'Not answered'],
      ['1', '已填写', 'Answered'],
    ],
  },
];
