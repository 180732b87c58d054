import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { I18nText } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { schemaKeyword, X_DICT } from '../../src/shared/schema/keywords';
import { dictItemText } from './dict-text';
import { useDict } from './use-dict';
import { useRemoteList } from './use-remote-list';
import type { DictItem } from '../../src/shared/dict/dict-item';

/**
 * Choices of a field: its dictionary (x-dict, ui:options.dict or dictCode, or read from the entity),
 * the options it lists with their texts (x-widget-options.options: [{ value, text }], e.g. a survey
 * question's answers built by the server), a named option list of the data provider
 * (x-widget-options.optionList: dictionary-shaped items `{ value, text, textEn? }` the server builds,
 * e.g. the entities a report may be based on), or its enum.
 */
export function useFieldOptions(props: WidgetProps): Array<{ value: string; label: string }> {
  const { locale, t } = useRenderer();
  // `dictCode` is JeecgBoot's name for the option (JDictSelectTag, editable table columns).
  const options = props.options as {
    dict?: string;
    dictCode?: string;
    optionList?: string;
    options?: Array<{ value: unknown; text?: I18nText }>;
  };
  const dictCode = options.dict ?? options.dictCode ?? schemaKeyword(props.schema, X_DICT);
  const items = useDict(dictCode);
  const optionList =
    typeof options.optionList === 'string' && options.optionList !== '' ? options.optionList : undefined;
  const listed = useRemoteList<DictItem>(optionList);
  const enumValues = (props.schema.enum ??
    (props.schema.items as { enum?: unknown[] } | undefined)?.enum ??
    []) as unknown[];
  return useMemo(() => {
    if (dictCode) return items.map((i) => ({ value: i.value, label: dictItemText(i, locale) }));
    if (optionList) return listed.map((i) => ({ value: String(i.value), label: dictItemText(i, locale) }));
    if (Array.isArray(options.options)) {
      return options.options.map((o) => ({
        value: String(o.value),
        label: o.text ? t(o.text) : String(o.value),
      }));
    }
    return enumValues.map((v) => ({ value: String(v), label: String(v) }));
    // enumValues is derived from the schema, which is stable per form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dictCode, items, optionList, listed, locale, props.schema, options.options, t]);
}
