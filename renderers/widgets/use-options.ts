import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useRenderer } from '../context';
import { schemaKeyword, X_DICT } from '../../src/shared/schema/keywords';
import { dictItemText } from './dict-text';
import { useDict } from './use-dict';

/** Choices of a field: its dictionary (x-dict, ui:options.dict or dictCode, or read from the entity) or its enum. */
export function useFieldOptions(props: WidgetProps): Array<{ value: string; label: string }> {
  const { locale } = useRenderer();
  // `dictCode` is JeecgBoot's name for the option (JDictSelectTag, editable table columns).
  const options = props.options as { dict?: string; dictCode?: string };
  const dictCode = options.dict ?? options.dictCode ?? schemaKeyword(props.schema, X_DICT);
  const items = useDict(dictCode);
  const enumValues = (props.schema.enum ??
    (props.schema.items as { enum?: unknown[] } | undefined)?.enum ??
    []) as unknown[];
  return useMemo(() => {
    if (dictCode) return items.map((i) => ({ value: i.value, label: dictItemText(i, locale) }));
    return enumValues.map((v) => ({ value: String(v), label: String(v) }));
    // enumValues is derived from the schema, which is stable per form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dictCode, items, locale, props.schema]);
}
