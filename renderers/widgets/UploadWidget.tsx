/** File and image upload widgets (JUpload / JImageUpload): value = comma-joined stored paths. */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useMemo } from 'react';
import { useText } from '../i18n/use-text';
import { useDataProvider } from '../context';
import { AuthImage } from './AuthImage';
import { useUpload } from './use-upload';
import { groupProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';

function makeUploadWidget(mode: 'file' | 'image') {
  function UploadWidgetView(props: FieldWidgetProps) {
    const text = useText();
    const data = useDataProvider();
    const accept = widgetOption<string[]>(props, 'accept');
    const maxCount = widgetOption<number>(props, 'maxCount');
    const { items, add, remove } = useUpload(props.value, props.onChange, {
      mode,
      biz: widgetOption<string>(props, 'biz') ?? 'temp',
      accept,
      maxSize: widgetOption<number>(props, 'maxSize'),
      maxCount,
    });
    const locked = isLocked(props);
    const fileList = useMemo<UploadFile[]>(
      () =>
        items.map((i) => ({
          uid: i.uid,
          name: i.name,
          status: i.status,
          percent: i.percent,
          url: i.path ? data.fileUrl(i.path) : undefined,
          response: i.message,
          error: i.message ? { message: i.message } : undefined,
        })),
      [items, data],
    );
    const full = maxCount !== undefined && maxCount > 0 && items.length >= maxCount && maxCount !== 1;
    return (
      <div id={props.id} {...groupProps(props, 'group')}>
        {mode === 'image' && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: items.length ? 8 : 0 }}>
            {items
              .filter((i) => i.status === 'done' && i.path)
              .map((i) => (
                <AuthImage key={i.uid} path={i.path ?? ''} />
              ))}
          </div>
        )}
        <Upload
          accept={accept?.map((a) => `.${a.replace(/^\./, '')}`).join(',')}
          multiple={maxCount !== 1}
          disabled={locked}
          fileList={fileList}
          showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
          onRemove={(file) => remove(file.uid)}
        >
          {!locked && !full && (
            <Button icon={mode === 'image' ? <PlusOutlined /> : <UploadOutlined />}>
              {mode === 'image' ? text('uploadImage') : text('uploadFile')}
            </Button>
          )}
        </Upload>
      </div>
    );
  }
  return UploadWidgetView;
}

export const FileUploadWidget = makeUploadWidget('file');
export const ImageUploadWidget = makeUploadWidget('image');
