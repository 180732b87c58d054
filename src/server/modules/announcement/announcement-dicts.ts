/** The announcement screens' dictionaries (JeecgBoot's values); inserted by migration 0300. */
import type { SeedDict } from '../../seed/dicts';

export const ANNOUNCEMENT_DICTS: readonly SeedDict[] = [
  { code: 'msg_category', name: '消息类型', nameEn: 'Message category', items: [['1', '通知公告', 'Notice'], ['2', '系统消息', 'System message']] },
  {
    code: 'announcement_msg_type',
    name: '通告对象类型',
    nameEn: 'Announcement recipients',
    items: [
      ['ALL', '全体用户', 'Everyone'],
      ['USER', '指定用户', 'Chosen users'],
      ['ROLE', '指定角色', 'Roles'],
      ['COMPANY', '指定企业', 'Companies'],
    ],
  },
  {
    code: 'announcement_open_type',
    name: '打开方式',
    nameEn: 'Opens as',
    items: [
      ['plain', '仅显示内容', 'Content only'],
      ['url', '跳转页面', 'A page'],
      ['component', '业务组件', 'A business component'],
    ],
  },
  {
    code: 'announcement_send_status',
    name: '发布状态',
    nameEn: 'Publishing status',
    items: [
      ['0', '未发布', 'Draft'],
      ['1', '已发布', 'Published'],
      ['2', '已撤销', 'Revoked'],
    ],
  },
];
