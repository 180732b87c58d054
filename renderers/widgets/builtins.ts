/** Registers the built-in widgets under the names schemas use in `x-widget`. */
import { CheckboxWidget } from './CheckboxWidget';
import { DateTimeWidget, DateWidget } from './DateWidget';
import { DictSearchWidget } from './DictSearchWidget';
import { InputWidget } from './InputWidget';
import { NumberWidget } from './NumberWidget';
import { PasswordWidget } from './PasswordWidget';
import { RadioWidget } from './RadioWidget';
import { registerWidget } from './registry';
import { SelectWidget } from './SelectWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { FileUploadWidget, ImageUploadWidget } from './UploadWidget';

let done = false;

export function registerBuiltinWidgets(): void {
  if (done) return;
  done = true;
  registerWidget('input', InputWidget);
  registerWidget('textarea', TextareaWidget);
  registerWidget('number', NumberWidget);
  registerWidget('switch', SwitchWidget);
  registerWidget('radio', RadioWidget);
  registerWidget('checkbox', CheckboxWidget);
  registerWidget('select', SelectWidget);
  registerWidget('dictSearch', DictSearchWidget);
  registerWidget('date', DateWidget);
  registerWidget('datetime', DateTimeWidget);
  registerWidget('file', FileUploadWidget);
  registerWidget('image', ImageUploadWidget);
  registerWidget('password', PasswordWidget);
}
