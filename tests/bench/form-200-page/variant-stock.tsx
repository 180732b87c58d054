/**
 * Bench variant "stock": the same 200 fields in stock @rjsf/antd, as its documentation sets it up:
 * the antd theme's Form with its own templates and widgets (an antd Form.Item per field), the ajv8
 * validator with the `mobile` format, rjsf holding the form data itself. Same Card as FormDialog.
 *
 * Client builds give rjsf's Form the entity subset's registry (vite.aliases.ts,
 * renderers/form/client-registry.tsx); stock rjsf gets core's whole default registry back here,
 * under the antd theme, as the package's own Form has it.
 */
import { getDefaultRegistry, withTheme } from '@rjsf/core';
import { generateTheme } from '@rjsf/antd';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Card } from 'antd';
import { FORMATS } from '../../../src/shared/validation/formats';
import { benchJsonSchema } from '../form-200-schema';

const validator = customizeValidator({
  customFormats: { mobile: (value: string) => FORMATS.mobile.test(value) },
});

const core = getDefaultRegistry();
const theme = generateTheme();
const Form = withTheme({
  fields: core.fields,
  widgets: { ...core.widgets, ...theme.widgets },
  templates: {
    ...core.templates,
    ...theme.templates,
    ButtonTemplates: { ...core.templates.ButtonTemplates, ...theme.templates?.ButtonTemplates },
  },
});

export function variantElement() {
  return (
    <Card title="bench · 新增" style={{ marginTop: 16 }}>
      <Form schema={benchJsonSchema} validator={validator} noHtml5Validate showErrorList={false} />
    </Card>
  );
}
