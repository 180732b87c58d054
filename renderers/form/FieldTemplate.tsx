/**
 * The frame of one form field: label, the widget, errors, help and description. @rjsf/antd's
 * template wraps every field in antd's Form.Item (about 1 ms of context, hooks and measuring per
 * field on a fresh page, the bulk of a 200-field form's first render); this one renders the same
 * things with plain elements styled by field-template.css, which reproduces Form.Item's vertical
 * layout from the antd tokens EntityForm puts on the form (form-theme-vars.ts). The widget itself
 * shows the red border (status="error") and carries aria-invalid / aria-describedby (widget-props.ts).
 */
import { ADDITIONAL_PROPERTY_FLAG, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { labelId } from '../widgets/widget-props';
import { antdTemplates } from './antd-form';
import './field-template.css';

// Renaming / removing additional properties needs antd's key editor; entity forms have none, but
// a schema that allows them still gets the complete antd frame.
const AntdFieldTemplate = antdTemplates.FieldTemplate;

export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    classNames,
    style,
    label,
    displayLabel,
    required,
    description,
    rawDescription,
    help,
    rawHelp,
    errors,
    rawErrors,
    hidden,
    schema,
    uiSchema,
  } = props;
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  if (AntdFieldTemplate && ADDITIONAL_PROPERTY_FLAG in schema) return <AntdFieldTemplate {...props} />;

  // As in @rjsf/antd: a single checkbox prints its own label next to the box. A checkbox group
  // keeps the field's label, which names the group (aria-labelledby, widget-props.ts).
  const ownLabel = getUiOptions(uiSchema).widget === 'checkbox' && schema.type === 'boolean';
  const showLabel = displayLabel && !ownLabel && Boolean(label);
  const hasErrors = Boolean(rawErrors?.length);
  // Errors and help share the explain slot under the widget, which takes over the field's bottom
  // margin (as Form.Item does), so a one-line message does not push the next field down.
  const hasExplain = hasErrors || Boolean(rawHelp);
  const className = [
    'rf-field',
    classNames,
    hasExplain && 'rf-field-with-explain',
    hasErrors && 'rf-field-has-error',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} style={style}>
      {showLabel && (
        <div className="rf-field-label">
          <label id={labelId(id)} htmlFor={id} className={required ? 'rf-field-required' : undefined}>
            {label}
          </label>
        </div>
      )}
      <div className="rf-field-control">
        <div className="rf-field-control-content">{children}</div>
      </div>
      {hasExplain && (
        <div className="rf-field-explain">
          {/* The error template renders the messages under errorId(id), which the widget's aria-describedby names. */}
          {hasErrors && <div className="rf-field-explain-error">{errors}</div>}
          {rawHelp && help}
        </div>
      )}
      {rawDescription && <div className="rf-field-extra">{description}</div>}
    </div>
  );
}
