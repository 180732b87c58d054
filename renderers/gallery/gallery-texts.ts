/** Texts of the widget gallery (/test/home): the renderer's own, used nowhere else. */
export const GALLERY_TEXTS = {
  intro: {
    'zh-CN':
      '每个内置组件一个字段，由 schemas/forms/widget-gallery.json 渲染；右侧是表单的当前值和校验结果。',
    'en-US':
      'One field per built-in widget, rendered from schemas/forms/widget-gallery.json; beside it, the form’s current value and validation.',
  },
  formRegion: { 'zh-CN': '组件', 'en-US': 'Widgets' },
  stateTitle: { 'zh-CN': '表单状态', 'en-US': 'Form state' },
  field: { 'zh-CN': '字段', 'en-US': 'Field' },
  value: { 'zh-CN': '当前值', 'en-US': 'Current value' },
  error: { 'zh-CN': '校验', 'en-US': 'Validation' },
  valid: { 'zh-CN': '通过', 'en-US': 'Valid' },
  empty: { 'zh-CN': '（空）', 'en-US': '(empty)' },
  rows: { 'zh-CN': '{n} 行', 'en-US': '{n} rows' },
  submitted: {
    'zh-CN': '已提交（仅在本页，不发送到服务器）',
    'en-US': 'Submitted (on this page only, nothing is sent)',
  },
} as const;

export type GalleryTextKey = keyof typeof GALLERY_TEXTS;
