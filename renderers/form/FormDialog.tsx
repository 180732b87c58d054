/** The add / edit / detail form of a list page in a modal, drawer or page container (page.form.container). */
import { Card } from 'antd';
import { Suspense, useEffect } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFormText } from '../i18n/use-form-text';
import { RenderBoundary } from '../RenderBoundary';
import type { FormMode } from './build-form-schema';
import { EntityForm } from './EntityForm';
import { useDialogTabWrap } from './dialog-tab-wrap';
import { useEntityForm, type FormData } from './use-entity-form';
import { useFormRecord } from './use-form-record';
import { useReturnFocus } from './use-return-focus';
import { DraggableModalContainer, DrawerContainer, ModalContainer } from './form-containers';
import { Loading } from '../Loading';
import { lazyChunk } from '../lazy-chunk';

// The details (antd Descriptions, images with their preview) load when a details dialog first opens:
// an add or edit dialog never shows them.
const DetailView = lazyChunk(() => import('./DetailView').then((m) => ({ default: m.DetailView })));

export type { FormMode };

/** SPEC §9: the details dialog is 1200 px on every list, whatever width the page gives its add/edit form. */
export const DETAIL_DIALOG_WIDTH = 1200;
/** The add/edit dialog when the page states no `form.width`. */
const FORM_DIALOG_WIDTH = 800;

export interface FormDialogProps {
  page: PageSchema;
  entity: EntitySchema;
  mode: FormMode;
  row?: FormData;
  presets?: Record<string, string>;
  onClose(): void;
  onSaved(): void;
}

/** The form itself, mounted once its record is there (the controller reads the row when it mounts). */
function FormBody({ page, entity, mode, row, presets, onClose, onSaved }: FormDialogProps) {
  const submitTransition = mode === 'detail' ? undefined : page.form?.submitTransition;
  const controller = useEntityForm({
    page,
    entity,
    mode,
    row,
    presets,
    // A draft's dialog offers 保存草稿 (stays open, the list shows the change) and 提交 (the transition).
    ...(submitTransition ? { submitTransition, onDraftSaved: onSaved } : {}),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  return <EntityForm entity={entity} controller={controller} readOnly={mode === 'detail'} />;
}

export function FormDialog(props: FormDialogProps) {
  const { page, mode, row, onClose } = props;
  const { t } = useRenderer();
  const text = useFormText();
  const loaded = useFormRecord(page, props.entity, mode, row);
  useDialogTabWrap();
  useReturnFocus();
  useEffect(() => {
    if (loaded.status === 'failed') onClose();
  }, [loaded.status, onClose]);
  const title = `${t(page.title)} · ${text(mode === 'add' ? 'add' : mode === 'edit' ? 'edit' : 'detail')}`;
  const width = mode === 'detail' ? DETAIL_DIALOG_WIDTH : (page.form?.width ?? FORM_DIALOG_WIDTH);
  // A widget that throws shows the 500 message inside the dialog; the page around it keeps working.
  const body =
    loaded.status !== 'ready' ? (
      <Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />
    ) : mode === 'detail' ? (
      <RenderBoundary>
        {/* A long detail scrolls the dialog body and holds no control: focusable, so keyboard users
            can reach and scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
        <div tabIndex={0} role="region" aria-label={title}>
          <Suspense fallback={<Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />}>
            <DetailView page={page} entity={props.entity} record={loaded.record ?? {}} />
          </Suspense>
        </div>
      </RenderBoundary>
    ) : (
      <RenderBoundary>
        {/* A form with linkage rules loads their evaluator on its first render (use-linkage-states.ts). */}
        <Suspense fallback={<Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />}>
          <FormBody {...props} row={loaded.record} />
        </Suspense>
      </RenderBoundary>
    );
  const container = page.form?.container ?? 'modal';
  if (container === 'drawer') {
    return (
      <Suspense fallback={null}>
        <DrawerContainer open title={title} size={width} onClose={onClose} destroyOnHidden>
          {body}
        </DrawerContainer>
      </Suspense>
    );
  }
  if (container === 'page') {
    return (
      <Card title={title} extra={<a onClick={onClose}>{text('close')}</a>} style={{ marginTop: 16 }}>
        {body}
      </Card>
    );
  }
  const Modal = page.form?.draggable ? DraggableModalContainer : ModalContainer;
  return (
    <Suspense fallback={null}>
      <Modal open title={title} width={width} footer={null} onCancel={onClose} destroyOnHidden>
        {body}
      </Modal>
    </Suspense>
  );
}
