/**
 * The built-in widgets under the names schemas use in `x-widget` (widget-names.ts). The form merges
 * the widgets the app passes to RendererProvider over these (renderers/form/form-components.ts).
 */
import type { Widget } from '@rjsf/utils';
import { HiddenWidget } from './HiddenWidget';
import { InputWidget } from './InputWidget';
// The modal pickers (Table, Tree, Modal) load with the first form that shows one.
import {
  DepartTreeModalWidget,
  ListSelectWidget,
  PopupWidget,
  PositionSelectWidget,
  UserSelectWidget,
} from './pickers/lazy-pickers';
// Every widget built on an antd control other than Input (pickers, selects, uploads, trees…) loads
// when a form first shows one (lazy-widgets.tsx): a form of text fields carries none of them.
import {
  AreaLinkageWidget,
  AvatarCropWidget,
  CheckboxWidget,
  DateTimeWidget,
  DateWidget,
  DictSearchWidget,
  DragVerifyWidget,
  MultiSelectWidget,
  PasswordStrengthWidget,
  RadioWidget,
  RateWidget,
  RoleSelectWidget,
  SearchSelectWidget,
  SelectWidget,
  SwitchWidget,
  TagsWidget,
  TimeWidget,
  CategoryTreeWidget,
  CodeWidget,
  CronWidget,
  DepartSelectWidget,
  EditableTableWidget,
  FileUploadWidget,
  IconPickerWidget,
  ImageUploadWidget,
  PermissionTreeWidget,
  TreeSelectWidget,
  RichTextWidget,
} from './lazy-widgets';
import { NumberWidget } from './NumberWidget';
import { PasswordWidget } from './PasswordWidget';
import { TextareaWidget } from './TextareaWidget';
import type { BuiltinWidgetName } from './widget-names';

// Typed by the name list, so a name without a component (or the reverse) does not compile.
export const BUILTIN_WIDGETS: Readonly<Record<BuiltinWidgetName, Widget>> = {
  input: InputWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  switch: SwitchWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  dictSearch: DictSearchWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  file: FileUploadWidget,
  image: ImageUploadWidget,
  password: PasswordWidget,
  hidden: HiddenWidget,
  departSelect: DepartSelectWidget,
  roleSelect: RoleSelectWidget,
  permissionTree: PermissionTreeWidget,
  areaLinkage: AreaLinkageWidget,
  passwordStrength: PasswordStrengthWidget,
  dragVerify: DragVerifyWidget,
  avatarCrop: AvatarCropWidget,
  userSelect: UserSelectWidget,
  departTreeModal: DepartTreeModalWidget,
  positionSelect: PositionSelectWidget,
  listSelect: ListSelectWidget,
  popup: PopupWidget,
  editableTable: EditableTableWidget,
  richText: RichTextWidget,
  code: CodeWidget,
  multiSelect: MultiSelectWidget,
  searchSelect: SearchSelectWidget,
  time: TimeWidget,
  treeSelect: TreeSelectWidget,
  categoryTree: CategoryTreeWidget,
  tags: TagsWidget,
  cron: CronWidget,
  rate: RateWidget,
  icon: IconPickerWidget,
};
