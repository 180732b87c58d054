/**
 * Dictionary search select (JSearchSelectTag async): asks the provider's searchDict (code, keyword,
 * pageSize) 300 ms after the last keystroke; a failure warns with the server message (SPEC §8).
 */
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useRenderer, type DictItem } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { dictItemText } from './dict-text';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';
import { schemaKeyword, X_DICT } from '../../src/shared/schema/keywords';

export const DICT_SEARCH_DEBOUNCE_MS = 300;

function DictSearchWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, placeholder, schema } = props;
  const { data, locale } = useRenderer();
  const feedback = useFeedback();
  const text = useText();
  const code = widgetOption<string>(props, 'dict') ?? schemaKeyword(schema, X_DICT) ?? '';
  const pageSize = widgetOption<number>(props, 'pageSize') ?? 10;
  const [items, setItems] = useState<DictItem[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setLoading(true);
      data
        .searchDict(code, keyword, pageSize)
        .then(
          (answer) => {
            if (ticket !== latest.current) return;
            if (answer.success) setItems(Array.isArray(answer.result) ? answer.result : []);
            else feedback.warning(answer.message);
          },
          () => undefined,
        )
        .finally(() => ticket === latest.current && setLoading(false));
    }, DICT_SEARCH_DEBOUNCE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      style={{ width: '100%' }}
      value={value === '' ? undefined : value}
      disabled={isLocked(props)}
      placeholder={placeholder || text('placeholderSelect')}
      {...fieldStatusProps(props)}
      notFoundContent={loading ? <Spin size="small" /> : null}
      options={items.map((i) => ({ value: i.value, label: dictItemText(i, locale) }))}
      onFocus={() => items.length === 0 && search('')}
      onChange={(v: unknown) => onChange(v ?? undefined)}
    />
  );
}
export const DictSearchWidget = DictSearchWidgetView;
