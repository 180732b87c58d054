/**
 * Dictionary search selects (JSearchSelectTag async), asking the provider's searchDict (code,
 * keyword, pageSize) once typing pauses (SPEC §9):
 * - `dictSearch`: 300 ms after the last keystroke, page size from the `pageSize` option (10);
 * - `searchSelect`: the search-select's 800 ms, size 10.
 * A failure warns with the server message (SPEC §8). A stored value shows its dictionary text.
 */
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useRenderer, type DictItem } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { useClearable } from './use-clearable';
import { dictItemText } from './dict-text';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';
import { schemaKeyword, X_DICT } from '../../src/shared/schema/keywords';
import { Loading } from '../Loading';

export const DICT_SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export const SEARCH_SELECT_SIZE = 10;

/** The text of a stored key that the current options do not hold (a record opened for edit). */
function useStoredText(code: string, value: unknown, items: readonly DictItem[]): string | undefined {
  const { data } = useRenderer();
  const [known, setKnown] = useState<{ key: string; text: string } | undefined>(undefined);
  const key = typeof value === 'string' ? value : '';
  const listed = items.some((i) => i.value === key);
  useEffect(() => {
    if (!code || key === '' || listed) return;
    let alive = true;
    data.loadDictTexts(code, [key]).then(
      (answer) => {
        const [first] = answer.success && Array.isArray(answer.result) ? answer.result : [];
        if (alive && typeof first === 'string') setKnown({ key, text: first });
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [code, key, listed, data]);
  return known?.key === key ? known.text : undefined;
}

function makeSearchWidget(debounceMs: number, fixedSize?: number) {
  function SearchWidgetView(props: FieldWidgetProps) {
    const { id, value, onChange, onBlur, placeholder, schema } = props;
    const { data, locale } = useRenderer();
    const feedback = useFeedback();
    const text = useText();
    const clearable = useClearable();
    const code =
      widgetOption<string>(props, 'dict') ??
      widgetOption<string>(props, 'dictCode') ??
      schemaKeyword(schema, X_DICT) ??
      '';
    const pageSize = fixedSize ?? widgetOption<number>(props, 'pageSize') ?? 10;
    const [items, setItems] = useState<DictItem[]>([]);
    const [loading, setLoading] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const latest = useRef(0);
    const storedText = useStoredText(code, value, items);

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
      }, debounceMs);
    };

    useEffect(() => () => clearTimeout(timer.current), []);

    const options = items.map((i) => ({ value: i.value, label: dictItemText(i, locale) }));
    if (typeof value === 'string' && value !== '' && !options.some((o) => o.value === value)) {
      options.unshift({ value, label: storedText ?? value });
    }
    return (
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: search }}
        allowClear={clearable}
        style={{ width: '100%' }}
        value={value === '' ? undefined : value}
        disabled={isLocked(props)}
        placeholder={placeholder || text('placeholderSelect')}
        // Without the form's label beside it (an editable-table cell), the field's title names it.
        aria-label={props.hideLabel && props.label ? props.label : undefined}
        {...fieldStatusProps(props)}
        notFoundContent={loading ? <Loading size="small" label={text('loading')} /> : null}
        options={options}
        onFocus={() => items.length === 0 && search('')}
        onBlur={() => onBlur(id, value)}
        onChange={(v: unknown) => onChange(v ?? undefined)}
      />
    );
  }
  return SearchWidgetView;
}

export const DictSearchWidget = makeSearchWidget(DICT_SEARCH_DEBOUNCE_MS);
export const SearchSelectWidget = makeSearchWidget(SEARCH_SELECT_DEBOUNCE_MS, SEARCH_SELECT_SIZE);
