/**
 * File and image upload widgets (JUpload / JImageUpload): value = comma-joined stored paths.
 * The list is the widget's own (not antd's): names shortened to 5 characters with the full name on
 * hover (SPEC §9), a failed file's server message on hover, image thumbnails that open a preview,
 * and a remove button per file — every control a named button, reachable by keyboard.
 */
import {
  DeleteOutlined,
  DownloadOutlined,
  PaperClipOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Modal, Progress, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useText } from '../i18n/use-text';
import { useDataProvider } from '../context';
import { useFeedback } from '../feedback';
import { AuthImage } from './AuthImage';
import { shortFileName, type UploadItem } from './upload-state';
import { useUpload } from './use-upload';
import { groupProps, isLocked, uploadTargetOf, widgetOption, type FieldWidgetProps } from './widget-props';

interface UploadListProps {
  mode: 'file' | 'image';
  items: readonly UploadItem[];
  locked: boolean;
  /** Files: the name downloads the file (default); images: a download button beside the preview. */
  download: boolean;
  onRemove(uid: string): void;
  onPreview(item: UploadItem): void;
}

function UploadList({ mode, items, locked, download: offerDownload, onRemove, onPreview }: UploadListProps) {
  const text = useText();
  const data = useDataProvider();
  const feedback = useFeedback();
  if (items.length === 0) return null;
  const download = (item: UploadItem) =>
    item.path && data.downloadFile(item.path, item.name).catch(() => feedback.error(text('downloadFailed')));
  return (
    <ul
      aria-label={text('uploadList')}
      style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {items.map((item) => (
        <li
          key={item.uid}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            flexBasis: mode === 'image' ? 'auto' : '100%',
          }}
        >
          {mode === 'image' && item.status === 'done' && item.path ? (
            <button
              type="button"
              aria-label={text('uploadPreview', { name: item.name })}
              onClick={() => onPreview(item)}
              style={{
                padding: 0,
                border: '1px solid #d9d9d9',
                borderRadius: 4,
                background: 'none',
                cursor: 'zoom-in',
              }}
            >
              <AuthImage path={item.path} size={64} preview={false} />
            </button>
          ) : (
            <PaperClipOutlined aria-hidden />
          )}
          <Tooltip title={item.status === 'error' ? item.message || text('uploadFailed') : item.name}>
            {item.status === 'done' && item.path && mode === 'file' && offerDownload ? (
              <Button type="link" size="small" title={item.name} onClick={() => void download(item)}>
                {shortFileName(item.name)}
              </Button>
            ) : (
              <span title={item.name} style={item.status === 'error' ? { color: '#ff4d4f' } : undefined}>
                {shortFileName(item.name)}
              </span>
            )}
          </Tooltip>
          {mode === 'image' && offerDownload && item.status === 'done' && item.path && (
            <Button
              type="text"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={text('uploadDownload', { name: item.name })}
              onClick={() => void download(item)}
            />
          )}
          {item.status === 'uploading' && (
            <Progress
              percent={item.percent ?? 0}
              size="small"
              style={{ width: 80 }}
              aria-label={text('uploading')}
            />
          )}
          {item.status === 'error' && (
            <span role="status" style={{ color: '#ff4d4f' }}>
              {item.message || text('uploadFailed')}
            </span>
          )}
          {!locked && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={text('uploadRemove', { name: item.name })}
              onClick={() => onRemove(item.uid)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function makeUploadWidget(mode: 'file' | 'image') {
  function UploadWidgetView(props: FieldWidgetProps) {
    const text = useText();
    const accept = widgetOption<string[]>(props, 'accept');
    const maxCount = widgetOption<number>(props, 'maxCount');
    const allowDownload = widgetOption<boolean>(props, 'allowDownload');
    const { items, add, remove } = useUpload(props.value, props.onChange, {
      mode,
      biz: widgetOption<string>(props, 'biz') ?? 'temp',
      target: uploadTargetOf(props),
      accept,
      maxSize: widgetOption<number>(props, 'maxSize'),
      maxCount,
    });
    const [preview, setPreview] = useState<UploadItem | null>(null);
    const locked = isLocked(props);
    const full = maxCount !== undefined && maxCount > 0 && items.length >= maxCount && maxCount !== 1;
    return (
      <div id={props.id} {...groupProps(props, 'group')}>
        {!locked && !full && (
          <Upload
            accept={accept?.map((a) => `.${a.replace(/^\./, '')}`).join(',')}
            multiple={maxCount !== 1}
            showUploadList={false}
            beforeUpload={(file) => {
              void add(file);
              return false;
            }}
          >
            <Button icon={mode === 'image' ? <PlusOutlined /> : <UploadOutlined />}>
              {mode === 'image' ? text('uploadImage') : text('uploadFile')}
            </Button>
          </Upload>
        )}
        <UploadList
          mode={mode}
          items={items}
          locked={locked}
          // allowDownload (an editable table's file and image cells): files download unless it is
          // false; images offer a download button only when it is true.
          download={mode === 'file' ? allowDownload !== false : allowDownload === true}
          onRemove={remove}
          onPreview={setPreview}
        />
        {mode === 'image' && (
          <Modal
            open={preview !== null}
            title={preview?.name}
            footer={null}
            onCancel={() => setPreview(null)}
            width={520}
            destroyOnHidden
          >
            {preview?.path && <AuthImage path={preview.path} size={472} preview={false} />}
          </Modal>
        )}
      </div>
    );
  }
  return UploadWidgetView;
}

export const FileUploadWidget = makeUploadWidget('file');
export const ImageUploadWidget = makeUploadWidget('image');
