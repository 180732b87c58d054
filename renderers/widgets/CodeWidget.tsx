/**
 * Code editor (SPEC §9: CodeMirror 6, 240 px high, tab size 2). The language comes from
 * `x-widget-options.language`: json, javascript or sql (none: plain text). The editable element is
 * named by the field's label; a read-only form shows the code without letting it change. Loaded
 * lazily (lazy-widgets.tsx): forms without code never download CodeMirror.
 */
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { sql } from '@codemirror/lang-sql';
import CodeMirror, { EditorState, EditorView, type Extension } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { fieldStatusProps, isLocked, labelId, widgetOption, type FieldWidgetProps } from './widget-props';

export const CODE_HEIGHT = '240px';
export const CODE_TAB_SIZE = 2;

export type CodeLanguage = 'json' | 'javascript' | 'sql';

function languageExtension(language: unknown): Extension[] {
  if (language === 'json') return [json()];
  if (language === 'javascript') return [javascript()];
  if (language === 'sql') return [sql()];
  return [];
}

export function CodeWidget(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const locked = isLocked(props);
  const language = widgetOption<CodeLanguage>(props, 'language');
  const { status, ...aria } = fieldStatusProps(props);
  const label = props.hideLabel ? { 'aria-label': props.label ?? '' } : { 'aria-labelledby': labelId(id) };
  // tabindex 0 on the (already focusable) editable element: axe counts a contenteditable as no focusable
  // content, so a long text's scroller failed scrollable-region-focusable (a report definition's JSON).
  const contentAttributes = JSON.stringify({
    id,
    tabindex: '0',
    ...label,
    ...aria,
    ...(locked ? { 'aria-readonly': 'true' } : {}),
  });
  const extensions = useMemo(
    () => [
      ...languageExtension(language),
      // basicSetup's tabSize sets the indent unit; this sets how wide a tab character shows.
      EditorState.tabSize.of(CODE_TAB_SIZE),
      // The editable element carries the field's id and label (the label's htmlFor points at it).
      EditorView.contentAttributes.of(
        Object.fromEntries(
          Object.entries(JSON.parse(contentAttributes) as Record<string, unknown>).map(([k, v]) => [
            k,
            String(v),
          ]),
        ),
      ),
    ],
    [language, contentAttributes],
  );
  const text = typeof value === 'string' ? value : '';
  return (
    <div
      style={{
        border: `1px solid ${status === 'error' ? 'var(--rf-color-error, #ff4d4f)' : 'var(--rf-color-border, #d9d9d9)'}`,
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <CodeMirror
        value={text}
        height={CODE_HEIGHT}
        extensions={extensions}
        readOnly={locked}
        editable={!locked}
        // Tab indents inside the editor; Escape then Tab leaves it (CodeMirror's own escape hatch).
        indentWithTab
        basicSetup={{ tabSize: CODE_TAB_SIZE, foldGutter: false }}
        onChange={(next) => onChange(next === '' ? props.options.emptyValue : next)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
    </div>
  );
}
