/** Texts of the draggable modal (the renderer's own). */
export const DIALOG_TEXTS = {
  fullscreen: { 'zh-CN': '全屏', 'en-US': 'Full screen' },
  exitFullscreen: { 'zh-CN': '退出全屏', 'en-US': 'Exit full screen' },
  move: { 'zh-CN': '移动对话框（方向键）', 'en-US': 'Move the dialog (arrow keys)' },
} as const;
