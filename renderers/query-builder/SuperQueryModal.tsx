/**
 * The advanced query builder (JSuperQuery, SPEC §4): lines, and/or, apply, reset, saved queries.
 * 1000 px wide, never wider than the window; on a phone each line stacks (field, then rule and
 * value, then its buttons) and the saved queries go below the lines.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, List, Modal, Radio, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import type { SuperQueryLine } from '../list/list-state';
import { SUPER_QUERY_RULES, queryableFields } from './query-lines';
import { useSuperQuery } from './use-super-query';
import { ValueInput } from './ValueInput';

export interface SuperQueryModalProps {
  open: boolean;
  entity: EntitySchema;
  /** Route or page id: the saved-query storage key suffix. */
  saveKey: string;
  onClose(): void;
  onApply(lines: SuperQueryLine[], matchType: 'and' | 'or'): void;
}

export function SuperQueryModal({ open, entity, saveKey, onClose, onApply }: SuperQueryModalProps) {
  const { t } = useRenderer();
  const text = useText();
  const feedback = useFeedback();
  const q = useSuperQuery(entity, saveKey);
  const [naming, setNaming] = useState<string | null>(null);
  const fields = useMemo(() => queryableFields(entity), [entity]);
  const fieldOptions = useMemo(
    () => fields.map(([name, f]) => ({ value: name, label: t(f.title) })),
    [fields, t],
  );
  const ruleOptions = SUPER_QUERY_RULES.map((r) => ({ value: r, label: text(r) }));

  const apply = () => {
    const prepared = q.prepare();
    if ('problem' in prepared) {
      feedback.warning(text(prepared.problem));
      return;
    }
    onApply(prepared.records, q.matchType);
    onClose();
  };

  // An empty query is refused before the name dialog opens: nothing to name.
  const askName = () => {
    const problem = q.saveBlocked();
    if (problem) {
      feedback.warning(text(problem));
      return;
    }
    setNaming('');
  };

  const save = (title: string, overwrite = false) => {
    const outcome = q.save(title, overwrite);
    if (outcome === 'exists') {
      feedback.confirm({
        title: text('qbOverwrite', { name: title.trim() }),
        okText: text('ok'),
        cancelText: text('cancel'),
        onOk: () => save(title, true),
      });
      return;
    }
    if (typeof outcome === 'object') {
      feedback.warning(text(outcome.problem));
      return;
    }
    feedback.success(text('qbSavedOk'));
    setNaming(null);
  };

  return (
    <Modal
      open={open}
      title={text('superQuery')}
      width={1000}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      className="renderer-super-query"
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={q.reset}>{text('reset')}</Button>
          <Button onClick={askName}>{text('qbSave')}</Button>
          <Button type="primary" onClick={apply}>
            {text('search')}
          </Button>
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} md={18}>
          <Space wrap style={{ marginBottom: 12 }}>
            <span>{text('qbMatch')}</span>
            <Radio.Group value={q.matchType} onChange={(e) => q.setMatchType(e.target.value as 'and' | 'or')}>
              <Radio value="and">{text('qbAnd')}</Radio>
              <Radio value="or">{text('qbOr')}</Radio>
            </Radio.Group>
          </Space>
          {q.lines.map((line) => (
            <Row key={line.key} gutter={[8, 8]} style={{ marginBottom: 12 }} data-testid="super-query-line">
              <Col xs={24} sm={8}>
                <Select
                  style={{ width: '100%' }}
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label={text('qbField')}
                  placeholder={text('qbField')}
                  options={fieldOptions}
                  value={line.field}
                  onChange={(field: string) => q.updateLine(line.key, { field, val: undefined })}
                />
              </Col>
              <Col xs={9} sm={5}>
                <Select
                  style={{ width: '100%' }}
                  aria-label={text('qbRule')}
                  options={ruleOptions}
                  value={line.rule}
                  onChange={(rule) => q.updateLine(line.key, { rule, val: undefined })}
                />
              </Col>
              <Col xs={15} sm={8}>
                <ValueInput
                  field={line.field ? entity.properties[line.field] : undefined}
                  name={line.field}
                  rule={line.rule}
                  value={line.val}
                  onChange={(val) => q.updateLine(line.key, { val })}
                />
              </Col>
              <Col xs={24} sm={3}>
                <Space>
                  <Button icon={<PlusOutlined />} onClick={q.addLine} aria-label={text('qbAddLine')} />
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => q.removeLine(line.key)}
                    aria-label={text('delete')}
                  />
                </Space>
              </Col>
            </Row>
          ))}
        </Col>
        <Col xs={24} md={6}>
          <Typography.Text strong>{text('qbSaved')}</Typography.Text>
          {q.saved.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('qbNoSaved')} />
          ) : (
            <List
              size="small"
              dataSource={q.saved}
              renderItem={(item) => (
                <List.Item
                  actions={[
                    <DeleteOutlined
                      key="delete"
                      aria-label={text('delete')}
                      onClick={() => q.remove(item.title)}
                    />,
                  ]}
                >
                  <Typography.Link onClick={() => q.load(item)}>{item.title}</Typography.Link>
                </List.Item>
              )}
            />
          )}
        </Col>
      </Row>
      <Modal
        open={naming !== null}
        title={text('qbSaveName')}
        onCancel={() => setNaming(null)}
        onOk={() => save(naming ?? '')}
        okText={text('ok')}
        cancelText={text('cancel')}
      >
        <Input
          value={naming ?? ''}
          onChange={(e) => setNaming(e.target.value)}
          placeholder={text('qbSaveName')}
        />
      </Modal>
    </Modal>
  );
}
