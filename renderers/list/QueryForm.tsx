/**
 * The query form above a list: page.query fields, 查询/重置, 展开/收起 for `advanced` fields. Every
 * item has the same label width, right-aligned, so inputs, selects and date ranges line up in
 * their grid columns; on a phone each field takes the whole row.
 */
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useState } from 'react';
import type { EntitySchema, QueryField } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { fieldOf } from '../schema-text';
import { buildQueryParams } from './build-query-params';
import { normaliseQueryValues } from './query-values';
import { QueryInput } from './QueryInput';

/** Label width of every query item (a long English label wraps instead of pushing its input). */
export const QUERY_LABEL_WIDTH = 96;
const LABEL_COL = { flex: `0 0 ${QUERY_LABEL_WIDTH}px` };
const WRAPPER_COL = { flex: '1 1 0', style: { minWidth: 0 } };

export interface QueryFormProps {
  fields: readonly QueryField[];
  entity: EntitySchema;
  onSearch(params: Record<string, string>): void;
}

export function QueryForm({ fields, entity, onSearch }: QueryFormProps) {
  const { t } = useRenderer();
  const text = useText();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const known = fields.filter((f) => fieldOf(entity, f.field));
  const shown = known.filter((f) => expanded || !f.advanced);
  const hasAdvanced = known.some((f) => f.advanced);
  if (known.length === 0) return null;

  const submit = () =>
    onSearch(
      buildQueryParams(
        known,
        normaliseQueryValues(known, entity, form.getFieldsValue(true) as Record<string, unknown>),
      ),
    );
  const reset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelAlign="right"
      labelWrap
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      onFinish={submit}
      className="renderer-query-form"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={24}>
        {shown.map((q) => {
          const field = fieldOf(entity, q.field);
          if (!field) return null;
          return (
            <Col key={q.field} xl={6} lg={8} md={12} xs={24}>
              <Form.Item label={t(field.title)} name={q.field} style={{ marginBottom: 12 }}>
                <QueryInput field={field} name={q.field} rule={q.rule ?? 'eq'} />
              </Form.Item>
            </Col>
          );
        })}
        <Col xl={6} lg={8} md={12} xs={24} style={{ marginBottom: 12 }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {text('search')}
            </Button>
            <Button onClick={reset}>{text('reset')}</Button>
            {hasAdvanced && (
              <Button type="link" onClick={() => setExpanded((e) => !e)}>
                {expanded ? text('collapse') : text('expand')} {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
