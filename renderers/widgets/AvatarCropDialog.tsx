/**
 * The avatar modal: the chosen picture in a square viewport, moved by dragging or the arrow keys
 * and zoomed by the slider or + / -, with a live preview of the square that will be saved. OK
 * draws that square at OUTPUT_SIZE on a canvas and hands the PNG to the caller.
 */
import { Modal, Slider, Space } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import {
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  moveCrop,
  scaleOf,
  sourceSquare,
  zoomCrop,
  type CropState,
} from './avatar-crop-geometry';
import { AVATAR_CROP_TEXTS as TEXT } from './avatar-crop-texts';

const VIEWPORT = 240;
const PREVIEW = 96;
export const OUTPUT_SIZE = 256;
const KEY_STEP = 10;
const ZOOM_STEP = 0.1;

/** Draws the crop into a square PNG (canvas: the real browser; a test supplies what jsdom lacks). */
export async function renderCrop(image: HTMLImageElement, crop: CropState): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const { sx, sy, size } = sourceSquare(crop);
  context.drawImage(image, sx, sy, size, size, 0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'),
  );
}

function Shown({
  src,
  crop,
  side,
  image,
}: {
  src: string;
  crop: CropState;
  side: number;
  image?: React.Ref<HTMLImageElement>;
}) {
  const ratio = side / crop.viewport;
  const scale = scaleOf(crop) * ratio;
  return (
    <img
      ref={image}
      src={src}
      alt=""
      draggable={false}
      style={{
        position: 'absolute',
        left: crop.x * ratio,
        top: crop.y * ratio,
        width: crop.width * scale,
        height: crop.height * scale,
        maxWidth: 'none',
        userSelect: 'none',
        pointerEvents: 'none',
      }}
    />
  );
}

export interface AvatarCropDialogProps {
  /** Object URL of the chosen picture and its natural size. */
  source: { src: string; width: number; height: number };
  saving: boolean;
  onCancel(): void;
  onCrop(blob: Blob): void;
}

export function AvatarCropDialog({ source, saving, onCancel, onCrop }: AvatarCropDialogProps) {
  const { t } = useRenderer();
  const text = useText();
  const hintId = useId();
  const [crop, setCrop] = useState(() => initialCrop(source.width, source.height, VIEWPORT));
  const drag = useRef<{ x: number; y: number } | null>(null);
  const image = useRef<HTMLImageElement>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop((c) => moveCrop(c, event.clientX - from.x, event.clientY - from.y));
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (move) setCrop((c) => moveCrop(c, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') setCrop((c) => zoomCrop(c, c.zoom + ZOOM_STEP));
    else if (event.key === '-') setCrop((c) => zoomCrop(c, c.zoom - ZOOM_STEP));
    else return;
    event.preventDefault();
  }

  async function ok() {
    if (!image.current) return;
    onCrop(await renderCrop(image.current, crop));
  }

  return (
    <Modal
      open
      title={t(TEXT.title)}
      width={460}
      okText={text('ok')}
      cancelText={text('cancel')}
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Space align="start" size="large" wrap>
        <div>
          <div
            role="group"
            tabIndex={0}
            aria-label={t(TEXT.area)}
            aria-describedby={hintId}
            data-testid="avatar-crop-area"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
            style={{
              position: 'relative',
              width: VIEWPORT,
              height: VIEWPORT,
              overflow: 'hidden',
              cursor: 'move',
              touchAction: 'none',
              background: '#f0f0f0',
            }}
          >
            <Shown src={source.src} crop={crop} side={VIEWPORT} image={image} />
          </div>
          <p id={hintId} style={{ maxWidth: VIEWPORT, margin: '8px 0' }}>
            {t(TEXT.hint)}
          </p>
          <Slider
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            value={crop.zoom}
            onChange={(zoom: number) => setCrop((c) => zoomCrop(c, zoom))}
            ariaLabelForHandle={t(TEXT.zoom)}
            style={{ width: VIEWPORT }}
          />
        </div>
        <figure style={{ margin: 0 }}>
          <div
            data-testid="avatar-crop-preview"
            style={{
              position: 'relative',
              width: PREVIEW,
              height: PREVIEW,
              overflow: 'hidden',
              borderRadius: '50%',
              background: '#f0f0f0',
            }}
          >
            <Shown src={source.src} crop={crop} side={PREVIEW} />
          </div>
          <figcaption style={{ textAlign: 'center', marginTop: 4 }}>{t(TEXT.preview)}</figcaption>
        </figure>
      </Space>
    </Modal>
  );
}
