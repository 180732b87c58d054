/**
 * The rich text editor's toolbar: labelled buttons (aria-label, aria-pressed for the formats) in a
 * role="toolbar" group; arrow keys move between them, Tab leaves. Link asks for an http(s) or
 * mailto address; image uploads through the data provider with biz `jeditor` (SPEC §7).
 */
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Input, Modal, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isAllowedLink, ownImageSource } from '../../src/shared/text/rich-text-policy';
import { useDataProvider, useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { RICH_TEXT_TEXTS as TEXT } from './rich-text-texts';
import { refuseFile, uploadedPath } from './upload-state';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
}

function ToolButton({ label, icon, pressed, disabled, onClick }: ToolButtonProps) {
  return (
    <Button
      type={pressed ? 'primary' : 'text'}
      size="small"
      icon={icon}
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keeps the editor's selection: the button does not take focus on mouse down.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  );
}

/** Arrow keys move focus along the toolbar's buttons (the WAI-ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const next = (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const { t } = useRenderer();
  const text = useText();
  const inputId = useId();
  const current = editor.getAttributes('link') as { href?: string };
  const [href, setHref] = useState(current.href ?? 'https://');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const address = href.trim();
    if (!isAllowedLink(address)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onClose();
  };
  return (
    <Modal
      open
      title={t(TEXT.linkTitle)}
      okText={text('ok')}
      cancelText={text('cancel')}
      onOk={apply}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor={inputId}>{t(TEXT.linkAddress)}</label>
      <Input
        id={inputId}
        autoFocus
        value={href}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onPressEnter={apply}
      />
      {invalid && (
        <Typography.Text type="danger" id={`${inputId}-error`} role="alert">
          {t(TEXT.linkInvalid)}
        </Typography.Text>
      )}
    </Modal>
  );
}

export function RichTextToolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const { t } = useRenderer();
  const text = useText();
  const data = useDataProvider();
  const feedback = useFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File) => {
    const refusal = refuseFile(file, 'image', IMAGE_TYPES);
    if (refusal) {
      feedback.warning(text(refusal));
      return;
    }
    setUploading(true);
    try {
      const answer = await data.upload(file, 'jeditor');
      const path = uploadedPath(answer);
      if (!path) {
        feedback.error(answer.message || text('uploadFailed'));
        return;
      }
      chain()
        .setImage({ src: ownImageSource(path), alt: file.name })
        .run();
    } catch {
      // The app has told the user already (no answer, 401/5xx); the editor stays as it was.
    } finally {
      setUploading(false);
    }
  };

  const heading = (level: 1 | 2 | 3) => () => chain().toggleHeading({ level }).run();
  const headingIcon = (level: number) => <span style={{ fontWeight: 600 }}>H{level}</span>;
  return (
    <div
      role="toolbar"
      aria-label={t(TEXT.toolbar)}
      aria-controls={editorId}
      onKeyDown={moveFocus}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        padding: 4,
        borderBottom: '1px solid #d9d9d9',
      }}
    >
      <ToolButton
        label={t(TEXT.bold)}
        icon={<BoldOutlined />}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t(TEXT.italic)}
        icon={<ItalicOutlined />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t(TEXT.underline)}
        icon={<UnderlineOutlined />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label={t(TEXT.strike)}
        icon={<StrikethroughOutlined />}
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton label={t(TEXT.heading1)} icon={headingIcon(1)} pressed={state.h1} onClick={heading(1)} />
      <ToolButton label={t(TEXT.heading2)} icon={headingIcon(2)} pressed={state.h2} onClick={heading(2)} />
      <ToolButton label={t(TEXT.heading3)} icon={headingIcon(3)} pressed={state.h3} onClick={heading(3)} />
      <Divider orientation="vertical" />
      <ToolButton
        label={t(TEXT.bulletList)}
        icon={<UnorderedListOutlined />}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t(TEXT.orderedList)}
        icon={<OrderedListOutlined />}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label={t(TEXT.link)}
        icon={<LinkOutlined />}
        pressed={state.link}
        onClick={() => setLinking(true)}
      />
      <ToolButton
        label={t(TEXT.unlink)}
        icon={<DisconnectOutlined />}
        disabled={!state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <ToolButton
        label={uploading ? t(TEXT.uploading) : t(TEXT.image)}
        icon={<PictureOutlined />}
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label={t(TEXT.undo)}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t(TEXT.redo)}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.map((e) => `.${e}`).join(',')}
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="rich-text-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      {linking && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
    </div>
  );
}
