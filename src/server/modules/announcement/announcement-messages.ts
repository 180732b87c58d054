/** Answers of the announcement routes, zh-CN and en-US. */
export const MSG = {
  notDraft: { 'zh-CN': '只有未发布的通告可以编辑', 'en-US': 'Only draft announcements can be edited' },
  releaseNotDraft: { 'zh-CN': '该通告已发布或已撤销，不能再次发布', 'en-US': 'This announcement is already published or revoked' },
  revokeNotPublished: { 'zh-CN': '只有已发布的通告可以撤销', 'en-US': 'Only a published announcement can be revoked' },
  released: { 'zh-CN': '该系统通知发布成功', 'en-US': 'The announcement is published' },
  revoked: { 'zh-CN': '该系统通知撤销成功', 'en-US': 'The announcement is revoked' },
  chooseUsers: { 'zh-CN': '请选择接收通告的用户', 'en-US': 'Choose the users who receive it' },
  chooseRoles: { 'zh-CN': '请选择接收通告的角色', 'en-US': 'Choose the roles that receive it' },
  chooseCompanies: { 'zh-CN': '请选择接收通告的企业', 'en-US': 'Choose the companies that receive it' },
  badIds: { 'zh-CN': '所选项目格式不正确', 'en-US': 'The chosen entries are malformed' },
  openPageRequired: { 'zh-CN': '请填写打开页面', 'en-US': 'Enter the page to open' },
  urgentSubject: { 'zh-CN': '紧急通告', 'en-US': 'Urgent announcement' },
} as const;
