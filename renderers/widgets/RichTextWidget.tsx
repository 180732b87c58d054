/**
 * Rich text (SPEC §9 editor height 300): tiptap with the starter kit (headings, lists,
 * quote, code, link, undo/redo) and images uploaded with biz `jeditor`. The field's value is the
 * editor's HTML after DOMPurify with the server's allow-list (rich-text-sanitize.ts); an empty
 * editor is no value. Read-only forms show the content without the toolbar. Loaded lazily
 * (lazy-widgets.tsx): forms without rich text never download tiptap.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useRenderer } from '../context';
import { authenticatedImage } from './rich-text-image';
import { sanitizeRichTextHtml } from './rich-text-sanitize';
import { RICH_TEXT_TEXTS as TEXT } from './rich-text-texts';
import { RichTextToolbar } from './RichTextToolbar';
import { fieldStatusProps, isLocked, labelId, widgetOption, type FieldWidgetProps } from './widget-props';
import './rich-text.css';

/** SPEC §9: the editor is 300 px high (x-widget-options.height may change it). */
export const RICH_TEXT_HEIGHT = 300;

const asHtml = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The attributes of the editable element: its label, state and description for assistive tech. */
function editableAttributes(props: FieldWidgetProps): Record<string, string> {
  const { status: _status, ...aria } = fieldStatusProps(props);
  const attributes: Record<string, string> = {
    id: props.id,
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'rf-rich-text-content',
  };
  if (!props.hideLabel) attributes['aria-labelledby'] = labelId(props.id);
  else if (props.label) attributes['aria-label'] = props.label;
  for (const [name, value] of Object.entries(aria)) attributes[name] = String(value);
  if (isLocked(props)) attributes['aria-readonly'] = 'true';
  return attributes;
}

export function RichTextWidget(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const data = useDataProvider();
  const { t } = useRenderer();
  const locked = isLocked(props);
  // rjsf passes new callbacks every render; the editor is created once and reads the latest.
  const handlers = useRef({ onChange, onBlur, onFocus, emptyValue: props.options.emptyValue as unknown });
  handlers.current = { onChange, onBlur, onFocus, emptyValue: props.options.emptyValue };
  /** The HTML this widget last reported, so its own change is not taken for a change from outside. */
  const reported = useRef<string>(asHtml(value));
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      authenticatedImage((src) => data.fetchFile(src), t(TEXT.imageAlt)),
    ],
    [data, t],
  );
  const editor = useEditor(
    {
      extensions,
      content: sanitizeRichTextHtml(asHtml(value)),
      editable: !locked,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: editableAttributes(props) },
      onUpdate: ({ editor: e }) => {
        const html = e.isEmpty ? '' : sanitizeRichTextHtml(e.getHTML());
        reported.current = html;
        handlers.current.onChange(html === '' ? handlers.current.emptyValue : html);
      },
      onBlur: () => handlers.current.onBlur(id, reported.current),
      onFocus: () => handlers.current.onFocus(id, reported.current),
    },
    [extensions],
  );

  // A value set from outside (reset, another record) replaces the content without reporting back.
  useEffect(() => {
    const incoming = asHtml(value);
    if (incoming === reported.current) return;
    reported.current = incoming;
    editor.commands.setContent(sanitizeRichTextHtml(incoming), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!locked, false);
  }, [editor, locked]);

  // Labels, errors and descriptions change with the form; the editable element follows them.
  const attributes = JSON.stringify(editableAttributes(props));
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributes) as Record<string, string> } });
  }, [editor, attributes]);

  const height = widgetOption<number>(props, 'height') ?? RICH_TEXT_HEIGHT;
  const invalid = Boolean(props.rawErrors?.length);
  return (
    <div
      className={`rf-rich-text${invalid ? ' rf-rich-text-invalid' : ''}${locked ? ' rf-rich-text-locked' : ''}`}
    >
      {!locked && <RichTextToolbar editor={editor} editorId={id} />}
      <div className="rf-rich-text-scroll" style={{ height }}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
