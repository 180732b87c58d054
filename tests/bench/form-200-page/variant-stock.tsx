/**
 * Bench variant "stock": the same 200 fields in stock @rjsf/antd, as its documentation sets it up:
 * the antd theme's Form with its own templates and widgets (an antd Form.Item per field), the ajv8
 * validator with the `mobile` format, rjsf holding the form data itself. Same Card as FormDialog.
 */
import Form from '@rjsf/antd';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Card } from 'antd';
import { FORMATS } from '../../../src/shared/validation/formats';
import { benchJsonSchema } from '../form-200-schema';

const validator = customizeValidator({
  customFormats: { mobile: (value: string) => FORMATS.mobile.test(value) },
});

export function variantElement() {
  return (
    <Card title="bench · 新增" style={{ marginTop: 16 }}>
      <Form schema={benchJsonSchema} validator={validator} noHtml5Validate showErrorList={false} />
    </Card>
  );
}
