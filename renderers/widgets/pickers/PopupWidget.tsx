/**
 * The popup picker (JPopup; x-widget `popup`): the field shows its value and a button
 * opening a modal over an online report's rows; choosing rows sets each destination field to the
 * values of its origin column (comma-joined: SPEC §9) through `formContext.patchFields` (the form's
 * fields, or the row's fields in an editable table cell). `x-widget-options`: `code`,
 * `originFields` (or `orgFields`), `destFields`, `multi` (popup-config.ts). A misconfigured popup
 * is a button saying so (SPEC §5); a report that cannot be loaded opens the 出错了 dialog.
 */
import { App, Button, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useRenderer } from '../../context';
import { useFeedback } from '../../feedback';
import { fieldStatusProps, isLocked, type FieldWidgetProps, type RendererFormContext } from '../widget-props';
import { popupReportSource } from '../../report/cached-report-source';
import { useReportMeta } from '../../report/use-report';
import { PickerInput } from './PickerInput';
import { popupConfig, popupPatch, type PopupConfig } from './popup-config';
import { popupText } from './popup-texts';
import { ReportPickerModal } from './ReportPickerModal';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function PopupField({ config, ...props }: FieldWidgetProps & { config: PopupConfig }) {
  const { id, value, label, placeholder, onChange, onBlur, onFocus } = props;
  const { locale } = useRenderer();
  const app = App.useApp();
  // antd's <App> instance when the app provides one (themed, localised), else the static dialog.
  const errorDialog = typeof app.modal.error === 'function' ? app.modal.error : Modal.error;
  const [open, setOpen] = useState(false);
  // The report is read when the picker first opens, not for every form showing the field.
  const [wanted, setWanted] = useState(false);
  // Report meta and row pages kept 30 s (SPEC §9), shared by every popup over the same provider.
  const provider = useDataProvider();
  const source = useMemo(() => popupReportSource(provider), [provider]);
  const { meta, error, loading } = useReportMeta(wanted ? config.code : undefined, source);
  const context = props.registry.formContext as RendererFormContext | undefined;
  const failed = wanted && !loading && !meta;
  useEffect(() => {
    if (!failed || !open) return;
    setOpen(false);
    errorDialog({
      title: popupText(locale, 'initFailedTitle'),
      content: `${popupText(locale, 'initFailed')}${error ? ` ${error}` : ''}`,
    });
  }, [failed, open, error, locale, errorDialog]);
  const apply = (values: Record<string, string>) => {
    if (context?.patchFields) context.patchFields(values);
    else onChange(values[props.name] === '' ? undefined : values[props.name]);
  };
  return (
    <>
      <PickerInput
        id={id}
        text={text(value)}
        label={label || ''}
        placeholder={placeholder}
        disabled={isLocked(props)}
        status={fieldStatusProps(props)}
        onOpen={() => {
          setWanted(true);
          setOpen(true);
        }}
        onClear={() => apply(Object.fromEntries([...config.dest, props.name].map((f) => [f, ''])))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {open && meta ? (
        <ReportPickerModal
          meta={meta}
          multi={config.multi}
          source={source}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            apply(popupPatch(config, props.name, rows));
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/** Says what is wrong with the configuration when used (SPEC §5 messages). */
function MisconfiguredPopup(props: FieldWidgetProps & { problem: 'misconfigured' | 'countMismatch' }) {
  const { locale } = useRenderer();
  const feedback = useFeedback();
  return (
    <Button
      id={props.id}
      aria-label={props.label}
      disabled={isLocked(props)}
      onClick={() => feedback.warning(popupText(locale, props.problem))}
    >
      {text(props.value) || '…'}
    </Button>
  );
}

export function PopupWidget(props: FieldWidgetProps) {
  const parsed = popupConfig((props.options ?? {}) as Record<string, unknown>);
  if ('problem' in parsed)
    return (
      <MisconfiguredPopup
        {...props}
        problem={parsed.problem === 'countMismatch' ? 'countMismatch' : 'misconfigured'}
      />
    );
  return <PopupField {...props} config={parsed.config} />;
}
