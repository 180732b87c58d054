/**
 * Widget `avatarCrop`: the avatar as a square picture. The current one is shown; choosing a png or
 * jpg opens the avatar modal (AvatarCropDialog), whose square crop is uploaded through the data
 * provider (/sys/common/upload in the shell) and becomes the field's value, the stored path.
 * Options (x-widget-options): accept (default png, jpg), maxSize (bytes), biz (upload folder).
 */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Space } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { AuthImage } from './AuthImage';
import { AvatarCropDialog } from './AvatarCropDialog';
import { AVATAR_CROP_TEXTS as TEXT } from './avatar-crop-texts';
import { refuseFile, uploadedPath } from './upload-state';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';

interface Source {
  src: string;
  width: number;
  height: number;
  name: string;
}

/** Reads a picture's natural size from its object URL (null when the browser cannot decode it). */
function loadPicture(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 && image.naturalHeight > 0
          ? { width: image.naturalWidth, height: image.naturalHeight }
          : null,
      );
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

export function AvatarCropWidget(props: FieldWidgetProps) {
  const { id, value, onChange, label } = props;
  const { t } = useRenderer();
  const data = useDataProvider();
  const feedback = useFeedback();
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [saving, setSaving] = useState(false);
  const accept = widgetOption<string[]>(props, 'accept') ?? ['png', 'jpg', 'jpeg'];
  const path = typeof value === 'string' && value !== '' ? value : null;

  // The object URL lives as long as the dialog that shows it.
  useEffect(() => () => void (source && URL.revokeObjectURL(source.src)), [source]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = refuseFile(file, 'image', accept, widgetOption<number>(props, 'maxSize'));
    if (refusal) {
      feedback.warning(text(refusal));
      return;
    }
    const src = URL.createObjectURL(file);
    const size = await loadPicture(src);
    if (!size) {
      URL.revokeObjectURL(src);
      feedback.warning(t(TEXT.unreadable));
      return;
    }
    setSource({ src, ...size, name: file.name });
  }

  async function upload(blob: Blob) {
    if (!source) return;
    setSaving(true);
    try {
      const name = `${source.name.replace(/\.[^.]*$/, '') || 'avatar'}.png`;
      const answer = await data.upload(
        new File([blob], name, { type: 'image/png' }),
        widgetOption<string>(props, 'biz') ?? 'temp',
      );
      const stored = uploadedPath(answer);
      if (stored) {
        onChange(stored);
        setSource(null);
      } else {
        feedback.warning(answer.message || text('uploadFailed'));
      }
    } catch {
      // The provider has told the user (no answer, 401/403/5xx); the dialog stays for another try.
    } finally {
      setSaving(false);
    }
  }

  const locked = isLocked(props);
  // The button stands for the field: its error and help, not antd's input status or aria-required.
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = fieldStatusProps(props);
  return (
    <Space align="center" size="middle">
      {path ? (
        <AuthImage path={path} size={64} />
      ) : (
        <Avatar size={64} icon={<UserOutlined />} aria-label={t(TEXT.none)} />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept.map((a) => `.${a}`).join(',')}
        onChange={(e) => void choose(e)}
        disabled={locked}
        aria-label={label}
        style={{ display: 'none' }}
      />
      <Button
        disabled={locked}
        onClick={() => input.current?.click()}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        {t(path ? TEXT.change : TEXT.choose)}
      </Button>
      {source && (
        <AvatarCropDialog
          source={source}
          saving={saving}
          onCancel={() => setSource(null)}
          onCrop={(blob) => void upload(blob)}
        />
      )}
    </Space>
  );
}
