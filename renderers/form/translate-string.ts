/** rjsf's own strings in zh-CN (STACK.md: rjsf needs `translateString` for Chinese). */
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import type { Locale } from '../../src/shared/schema/types';

const ZH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '项',
  [TranslatableString.MissingItems]: '缺少数组项定义',
  [TranslatableString.EmptyArray]: '暂无数据，请点击下方按钮添加。',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.NewStringDefault]: '新值',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加项',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.NowLabel]: '现在',
  [TranslatableString.ClearLabel]: '清空',
  [TranslatableString.AriaDateLabel]: '选择日期',
  [TranslatableString.PreviewLabel]: '预览',
  [TranslatableString.DecrementAriaLabel]: '减 1',
  [TranslatableString.IncrementAriaLabel]: '加 1',
  [TranslatableString.OptionalObjectAdd]: '添加可选字段的数据',
  [TranslatableString.OptionalObjectRemove]: '移除可选字段的数据',
  [TranslatableString.OptionalObjectEmptyMsg]: '可选字段暂无数据',
  [TranslatableString.Type]: '类型',
  [TranslatableString.Value]: '值',
  [TranslatableString.ClearButton]: '清空输入',
  [TranslatableString.UnknownFieldType]: '未知的字段类型 %1',
  [TranslatableString.OptionPrefix]: '选项 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 选项 %2',
  [TranslatableString.KeyLabel]: '%1 键',
  [TranslatableString.DeprecatedLabel]: '%1（已弃用）',
  [TranslatableString.UnsupportedField]: '不支持的字段定义。',
  [TranslatableString.UnsupportedFieldWithId]: '字段 `%1` 的定义不受支持。',
  [TranslatableString.UnsupportedFieldWithReason]: '不支持的字段定义：_%1_。',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: '字段 `%1` 的定义不受支持：_%2_。',
  [TranslatableString.FilesInfo]: '**%1**（%2，%3 字节）',
};

export function translateString(locale: Locale) {
  return (key: TranslatableString, params?: string[]): string => {
    if (locale === 'zh-CN' && ZH[key]) return replaceStringParameters(ZH[key], params);
    return englishStringTranslator(key, params);
  };
}
