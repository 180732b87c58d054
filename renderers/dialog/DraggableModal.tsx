/**
 * An antd Modal that can be moved by its title bar (mouse) or its move handle (arrow keys), with a
 * 全屏 / 退出全屏 toggle (SPEC §2 "draggable modal with fullscreen toggle"): in full screen the
 * dialog is 100% wide and as high as the window, and it does not move. Every other Modal prop is
 * passed through, so a page swaps Modal for it without other changes.
 */
import { DragOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, type ModalProps } from 'antd';
// By file, as in FormDialog.tsx: the static confirm/info/… of the package's Modal are not used here.
import Modal from 'antd/es/modal/Modal';
import { useState, type ReactNode } from 'react';
import { useRenderer } from '../context';
import { DIALOG_TEXTS as TEXT } from './dialog-texts';
import { useDragOffset } from './use-drag-offset';
import './draggable-modal.css';

export interface DraggableModalProps extends Omit<ModalProps, 'title'> {
  title: ReactNode;
  /** Start in full screen. */
  defaultFullscreen?: boolean;
}

export function DraggableModal({
  title,
  defaultFullscreen = false,
  width,
  className,
  modalRender,
  ...rest
}: DraggableModalProps) {
  const { t } = useRenderer();
  const [fullscreen, setFullscreen] = useState(defaultFullscreen);
  const drag = useDragOffset(!fullscreen);
  const toggleLabel = t(fullscreen ? TEXT.exitFullscreen : TEXT.fullscreen);

  const header = (
    <div className="rf-draggable-title" onMouseDown={drag.onMouseDown} data-draggable={!fullscreen}>
      <span className="rf-draggable-title-text">{title}</span>
      <span className="rf-draggable-title-tools">
        {!fullscreen && (
          <Button
            type="text"
            size="small"
            icon={<DragOutlined />}
            aria-label={t(TEXT.move)}
            title={t(TEXT.move)}
            onKeyDown={drag.onKeyDown}
          />
        )}
        <Button
          type="text"
          size="small"
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          // The name says what a press does (全屏 / 退出全屏); the icon is decoration.
          aria-label={toggleLabel}
          onClick={() => {
            setFullscreen((on) => !on);
            drag.reset();
          }}
        >
          {toggleLabel}
        </Button>
      </span>
    </div>
  );

  const move = (node: ReactNode) => (
    <div
      className="rf-draggable-frame"
      style={fullscreen ? undefined : { transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}
    >
      {node}
    </div>
  );

  return (
    <Modal
      {...rest}
      title={header}
      width={fullscreen ? '100%' : width}
      className={
        [className, fullscreen ? 'rf-modal-fullscreen' : undefined].filter(Boolean).join(' ') || undefined
      }
      modalRender={(node) => move(modalRender ? modalRender(node) : node)}
    />
  );
}
