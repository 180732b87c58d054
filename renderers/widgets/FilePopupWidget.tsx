/**
 * The `file` widget and its popup variant (`x-widget-options.popup: true`, JeecgBoot's JFilePop,
 * SPEC §2 "file popup", §9 "File dialog"): the field shows the chosen files' names and a button
 * that opens a dialog with the upload list. Files uploaded there are a draft until 确定 takes them
 * into the value; 确定 with no file says 未上传任何文件 and keeps the dialog open; cancelling leaves
 * the value as it was.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { FileUploadWidget } from './UploadWidget';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from './widget-props';
import { itemsFromValue } from './upload-state';

/** antd's default modal width, JeecgBoot's file popup's too. */
export const FILE_POPUP_WIDTH = 520;

function FilePopupWidget(props: FieldWidgetProps) {
  const text = useText();
  const feedback = useFeedback();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const open = draft !== undefined;
  const value = typeof props.value === 'string' ? props.value : '';
  const names = itemsFromValue(value)
    .map((item) => item.name)
    .join(', ');
  const close = () => setDraft(undefined);
  const confirm = () => {
    if (!draft) {
      feedback.warning(text('filePopupNone'));
      return;
    }
    props.onChange(draft);
    close();
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={props.id}
          value={names}
          readOnly
          disabled={props.disabled}
          title={names || undefined}
          {...fieldStatusProps(props)}
        />
        <Button icon={<UploadOutlined />} disabled={isLocked(props)} onClick={() => setDraft(value)}>
          {text('filePopupOpen')}
        </Button>
      </Space.Compact>
      <Modal
        open={open}
        title={text('filePopupTitle')}
        width={FILE_POPUP_WIDTH}
        okText={text('ok')}
        cancelText={text('cancel')}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        {open ? (
          <FileUploadWidget
            {...props}
            id={`${props.id}__popup`}
            // The list's group is named by the field's label itself (the form's label is outside the dialog).
            hideLabel
            value={draft}
            // An empty list is '' here, not undefined: undefined means the dialog is closed.
            onChange={(next: string | undefined) => setDraft(next ?? '')}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** The registry's `file`: the upload list in the form, or in a dialog with `popup: true`. */
export function FileWidget(props: FieldWidgetProps) {
  return widgetOption<boolean>(props, 'popup') === true ? (
    <FilePopupWidget {...props} />
  ) : (
    <FileUploadWidget {...props} />
  );
}
