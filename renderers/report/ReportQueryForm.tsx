/**
 * The search form of a report (getQueryInfo items): one text box per single item (a select for a
 * dictionary column), two (from, to) per range item (`<field>_begin`, `<field>_end`); 查询 hands
 * the non-empty values up, 重置 clears them.
 */
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useRenderer } from '../context';
import { dictItemText } from '../../src/shared/dict/dict-item';
import { useText } from '../i18n/use-text';
import type { ReportMeta } from '../data/report-data';
import { reportText } from './report-texts';
import { useClearable } from '../widgets/use-clearable';

export type ReportFilters = Record<string, string>;

export function ReportQueryForm({
  meta,
  idPrefix,
  onSearch,
}: {
  meta: ReportMeta;
  idPrefix: string;
  onSearch(filters: ReportFilters): void;
}) {
  const t = useText();
  const clearable = useClearable();
  const { locale } = useRenderer();
  const [values, setValues] = useState<ReportFilters>({});
  if (meta.query.length === 0) return null;
  const set = (key: string, value: string | undefined) => setValues((v) => ({ ...v, [key]: value ?? '' }));
  const submit = () => onSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')));
  const inputId = (key: string) => `${idPrefix}-${key}`;
  return (
    <Form
      layout="inline"
      aria-label={reportText(locale, 'query')}
      onFinish={submit}
      style={{ marginBottom: 12, rowGap: 8 }}
    >
      {meta.query.map((item) => {
        if (item.mode === 'group') {
          const begin = `${item.field}_begin`;
          const end = `${item.field}_end`;
          return (
            <Form.Item key={item.field} label={item.label} htmlFor={inputId(begin)}>
              <Space.Compact>
                <Input
                  id={inputId(begin)}
                  aria-label={`${item.label} ${reportText(locale, 'from')}`}
                  placeholder={reportText(locale, 'from')}
                  value={values[begin] ?? ''}
                  onChange={(e) => set(begin, e.target.value)}
                  style={{ width: 120 }}
                />
                <Input
                  id={inputId(end)}
                  aria-label={`${item.label} ${reportText(locale, 'to')}`}
                  placeholder={reportText(locale, 'to')}
                  value={values[end] ?? ''}
                  onChange={(e) => set(end, e.target.value)}
                  style={{ width: 120 }}
                />
              </Space.Compact>
            </Form.Item>
          );
        }
        const options = item.dictCode ? meta.dictOptions[item.field] : undefined;
        return (
          <Form.Item key={item.field} label={item.label} htmlFor={inputId(item.field)}>
            {options ? (
              <Select
                id={inputId(item.field)}
                allowClear={clearable}
                style={{ width: 160 }}
                value={values[item.field] || undefined}
                placeholder={t('placeholderSelect')}
                options={options.map((o) => ({ value: o.value, label: dictItemText(o, locale) }))}
                onChange={(v: string | undefined) => set(item.field, v)}
              />
            ) : (
              <Input
                id={inputId(item.field)}
                value={values[item.field] ?? ''}
                onChange={(e) => set(item.field, e.target.value)}
                style={{ width: 160 }}
              />
            )}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setValues({});
              onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
