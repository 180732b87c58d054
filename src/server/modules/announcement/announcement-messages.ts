/** Answers of the announcement routes, zh-CN and en-US (publish and revoke: the entity's x-workflow). */
export const MSG = {
  chooseUsers: { 'zh-CN': '请选择接收通告的用户', 'en-US': 'Choose the users who receive it' },
  chooseRoles: { 'zh-CN': '请选择接收通告的角色', 'en-US': 'Choose the roles that receive it' },
  chooseCompanies: { 'zh-CN': '请选择接收通告的企业', 'en-US': 'Choose the companies that receive it' },
  badIds: { 'zh-CN': '所选项目格式不正确', 'en-US': 'The chosen entries are malformed' },
  openPageRequired: { 'zh-CN': '请填写打开页面', 'en-US': 'Enter the page to open' },
  urgentSubject: { 'zh-CN': '紧急通告', 'en-US': 'Urgent announcement' },
} as const;
