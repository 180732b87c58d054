/**
 * Bench variant "hand": the form a developer would write by hand with antd's Form: one Form.Item
 * per field with the same label, required / maxLength / mobile rules and messages, antd holding the
 * values (each Form.Item subscribes to its own field), checked on submit like the other two.
 * Ids root_<field>, as in the other variants.
 */
import { Button, Card, Form, Input } from 'antd';
import { FORMATS } from '../../../src/shared/validation/formats';
import { benchFieldNames, benchEntity } from '../form-200-schema';

const required = new Set(benchEntity.required);

function rulesOf(name: string) {
  const field = benchEntity.properties[name];
  const title = typeof field?.title === 'object' ? field.title['zh-CN'] : (field?.title ?? name);
  return [
    ...(required.has(name) ? [{ required: true, message: `请输入${title}!` }] : []),
    ...(field?.maxLength ? [{ max: field.maxLength, message: `最多${field.maxLength}个字符!` }] : []),
    ...(field?.format === 'mobile'
      ? [
          {
            validator: (_r: unknown, v: unknown) =>
              !v || FORMATS.mobile.test(String(v))
                ? Promise.resolve()
                : Promise.reject(new Error(FORMATS.mobile.message['zh-CN'])),
          },
        ]
      : []),
  ];
}

const items = benchFieldNames.map((name) => {
  const title = benchEntity.properties[name]?.title;
  return { name, label: typeof title === 'object' ? title['zh-CN'] : name, rules: rulesOf(name) };
});

export function variantElement() {
  return (
    <Card title="bench · 新增" style={{ marginTop: 16 }}>
      {/* Validated on submit, as the schema and stock forms are (antd's default is on every change). */}
      <Form name="root" layout="vertical" validateTrigger={false}>
        {items.map((item) => (
          <Form.Item key={item.name} name={item.name} label={item.label} rules={item.rules}>
            <Input />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit">
          提交
        </Button>
      </Form>
    </Card>
  );
}
