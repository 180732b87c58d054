/**
 * The built-in widgets under the names schemas use in `x-widget` (widget-names.ts). The form merges
 * the widgets the app passes to RendererProvider over these (renderers/form/form-components.ts).
 */
import type { Widget } from '@rjsf/utils';
import { AvatarCropWidget } from './AvatarCropWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { DateTimeWidget, DateWidget } from './DateWidget';
import { DictSearchWidget } from './DictSearchWidget';
import { DragVerifyWidget } from './DragVerifyWidget';
import { HiddenWidget } from './HiddenWidget';
import { InputWidget } from './InputWidget';
// TreeSelect and Upload widgets load when a form first shows one (lazy-widgets.tsx).
import {
  AreaLinkageWidget,
  DepartSelectWidget,
  FileUploadWidget,
  ImageUploadWidget,
  PermissionTreeWidget,
} from './lazy-widgets';
import { NumberWidget } from './NumberWidget';
import { PasswordWidget } from './PasswordWidget';
import { PasswordStrengthWidget } from './PasswordStrengthWidget';
import { RadioWidget } from './RadioWidget';
import { RoleSelectWidget } from './RoleSelectWidget';
import { SelectWidget } from './SelectWidget';
import { SwitchWidget } from './SwitchWidget';
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
};
