/**
 * The widgets a designer field may use (the designer's list), by JeecgBoot's field_show_type names,
 * and the renderer's built-in widget each becomes when the form is published. `dict` marks the
 * widgets whose options come from a dictionary (dict_field) or a registered entity (dict_table).
 * The server may not import the renderer: tests/unit/online-show-types.test.ts checks that every
 * available widget is one of renderers/widgets/widget-names.ts.
 */
export interface ShowType {
  /** The renderer's widget name. */
  widget: string;
  title: { 'zh-CN': string; 'en-US': string };
  dict?: boolean;
  /** False while the renderer has no such widget: refused by the checks. */
  available?: false;
}

export const SHOW_TYPES: Readonly<Record<string, ShowType>> = {
  text: { widget: 'input', title: { 'zh-CN': '文本框', 'en-US': 'Text' } },
  textarea: { widget: 'textarea', title: { 'zh-CN': '多行文本', 'en-US': 'Text area' } },
  number: { widget: 'number', title: { 'zh-CN': '数字', 'en-US': 'Number' } },
  date: { widget: 'date', title: { 'zh-CN': '日期', 'en-US': 'Date' } },
  datetime: { widget: 'datetime', title: { 'zh-CN': '日期时间', 'en-US': 'Date and time' } },
  time: { widget: 'time', title: { 'zh-CN': '时间', 'en-US': 'Time' } },
  list: { widget: 'select', title: { 'zh-CN': '下拉框', 'en-US': 'Select' }, dict: true },
  radio: { widget: 'radio', title: { 'zh-CN': '单选框', 'en-US': 'Radio' }, dict: true },
  checkbox: { widget: 'checkbox', title: { 'zh-CN': '多选框', 'en-US': 'Checkboxes' }, dict: true },
  list_multi: {
    widget: 'multiSelect',
    title: { 'zh-CN': '下拉多选框', 'en-US': 'Multi-select' },
    dict: true,
  },
  sel_search: {
    widget: 'searchSelect',
    title: { 'zh-CN': '下拉搜索框', 'en-US': 'Search select' },
    dict: true,
  },
  switch: { widget: 'switch', title: { 'zh-CN': '开关', 'en-US': 'Switch' } },
  password: { widget: 'password', title: { 'zh-CN': '密码', 'en-US': 'Password' } },
  image: { widget: 'image', title: { 'zh-CN': '图片', 'en-US': 'Image' } },
  file: { widget: 'file', title: { 'zh-CN': '文件', 'en-US': 'File' } },
  umeditor: { widget: 'richText', title: { 'zh-CN': '富文本', 'en-US': 'Rich text' } },
  sel_user: { widget: 'userSelect', title: { 'zh-CN': '用户选择', 'en-US': 'User picker' } },
  sel_depart: { widget: 'departSelect', title: { 'zh-CN': '部门选择', 'en-US': 'Department picker' } },
  sel_tree: { widget: 'treeSelect', title: { 'zh-CN': '自定义树控件', 'en-US': 'Tree select' } },
  cat_tree: { widget: 'categoryTree', title: { 'zh-CN': '分类字典树', 'en-US': 'Category tree' } },
  pca: { widget: 'areaLinkage', title: { 'zh-CN': '省市区联动', 'en-US': 'Area linkage' } },
  popup: { widget: 'popup', title: { 'zh-CN': 'Popup弹框', 'en-US': 'Report popup' } },
};

export function showTypeOf(name: string): ShowType | undefined {
  return Object.hasOwn(SHOW_TYPES, name) ? SHOW_TYPES[name] : undefined;
}

/** Whether the renderer has the show type's widget (one it has not cannot be published). */
export function isAvailable(show: ShowType): boolean {
  return show.available !== false;
}
