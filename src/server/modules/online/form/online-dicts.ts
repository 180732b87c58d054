/** The designer's dictionaries (migration 0320): the choices of a definition's head and fields. */
import type { SeedDict } from '../../../seed/dicts';
import { SHOW_TYPES } from './show-types';

export const ONLINE_DICTS: SeedDict[] = [
  {
    code: 'onl_table_type',
    name: '表类型',
    nameEn: 'Table type',
    items: [
      ['1', '单表', 'Single table'],
      ['2', '主表', 'Main table'],
      ['3', '附表', 'Sub table'],
    ],
  },
  {
    code: 'onl_relation_type',
    name: '映射关系',
    nameEn: 'Relation',
    items: [
      ['0', '一对多', 'One to many'],
      ['1', '一对一', 'One to one'],
    ],
  },
  {
    code: 'onl_theme_template',
    name: '表单风格',
    nameEn: 'List theme',
    items: [
      ['normal', '默认主题', 'Normal'],
      ['erp', 'ERP主题（一对多）', 'ERP (one to many)'],
      ['tab', 'TAB主题', 'Tabs'],
      ['innerTable', '内嵌子表主题', 'Inner table'],
    ],
  },
  {
    code: 'onl_form_template',
    name: '表单布局',
    nameEn: 'Form columns',
    items: [
      ['1', '一列', 'One column'],
      ['2', '两列', 'Two columns'],
      ['3', '三列', 'Three columns'],
      ['4', '四列', 'Four columns'],
    ],
  },
  {
    code: 'onl_query_mode',
    name: '查询模式',
    nameEn: 'Query mode',
    items: [
      ['single', '普通查询', 'Single value'],
      ['group', '范围查询', 'Range'],
    ],
  },
  {
    code: 'onl_db_type',
    name: '数据库类型',
    nameEn: 'Database type',
    items: [
      ['string', 'String', 'String'],
      ['int', 'Integer', 'Integer'],
      ['double', 'Double', 'Double'],
      ['decimal', 'BigDecimal', 'Decimal'],
      ['date', 'Date', 'Date'],
      ['datetime', 'Datetime', 'Date and time'],
      ['text', 'Text', 'Long text'],
    ],
  },
  {
    code: 'onl_show_type',
    name: '控件类型',
    nameEn: 'Widget',
    items: Object.entries(SHOW_TYPES).map(([value, show]) => [
      value,
      show.title['zh-CN'],
      show.title['en-US'],
    ]),
  },
  {
    code: 'onl_index_type',
    name: '索引类型',
    nameEn: 'Index type',
    items: [
      ['normal', '普通索引', 'Normal'],
      ['unique', '唯一索引', 'Unique'],
    ],
  },
];
