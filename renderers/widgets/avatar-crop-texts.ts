/** Texts of the avatar crop widget (the renderer's own; the upload refusals are renderers/i18n's). */
export const AVATAR_CROP_TEXTS = {
  choose: { 'zh-CN': '选择图片', 'en-US': 'Choose a picture' },
  change: { 'zh-CN': '更换头像', 'en-US': 'Change avatar' },
  title: { 'zh-CN': '裁剪头像', 'en-US': 'Crop the avatar' },
  zoom: { 'zh-CN': '缩放', 'en-US': 'Zoom' },
  area: { 'zh-CN': '裁剪区域', 'en-US': 'Crop area' },
  hint: {
    'zh-CN': '拖动或用方向键移动图片，+ / - 键缩放',
    'en-US': 'Drag or use the arrow keys to move the picture, + / - to zoom',
  },
  preview: { 'zh-CN': '预览', 'en-US': 'Preview' },
  none: { 'zh-CN': '未设置头像', 'en-US': 'No avatar yet' },
  unreadable: { 'zh-CN': '无法读取该图片', 'en-US': 'The picture could not be read' },
} as const;
