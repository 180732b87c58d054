/**
 * The drag-to-verify slider (SPEC §4 "Slider verification"), a widget any schema can name
 * (`"x-widget": "dragVerify"`). Its value is the one-time slider token the server answers for a
 * dragged track (use-drag-verify.ts). Mouse and touch drag the handle (pointer events, captured);
 * the keyboard moves it too: it is a focusable role="slider", arrows step, End glides to the end,
 * Home/Escape reset. Early release resets; at full width it shows 验证通过 and locks.
 */
import { CheckCircleFilled, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';

import { useCallback, useRef } from 'react';
import { useText } from '../i18n/use-text';
import { useDragVerify } from './use-drag-verify';
import { fieldStatusProps, isLocked, labelId, type FieldWidgetProps } from './widget-props';
import { useThemeToken } from '../use-theme-token';

const HEIGHT = 40;
const HANDLE = 44;
// Text and fills chosen for 4.5:1 contrast: dark text on the light fill, white on the dark one.
const PASSED_FILL = '#237804';
const DRAG_FILL = '#d9f7be';

export function DragVerifyWidget(props: FieldWidgetProps) {
  const { id, value, onChange, rawErrors } = props;
  const text = useText();
  const token = useThemeToken();
  const locked = isLocked(props);
  const onToken = useCallback((next: string | undefined) => onChange(next), [onChange]);
  const slider = useDragVerify(
    typeof value === 'string' && value !== '' ? value : undefined,
    onToken,
    locked,
  );
  const trackRef = useRef<HTMLDivElement>(null);
  const grab = useRef<{ clientX: number; from: number } | null>(null);
  const { phase, ratio } = slider;
  const passed = phase === 'passed';

  /** Pixels the handle can travel (jsdom measures 0: a nominal track keeps the maths defined). */
  const travel = () => Math.max(1, (trackRef.current?.getBoundingClientRect().width || 300) - HANDLE);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (locked || phase !== 'idle') return;
    e.preventDefault();
    e.currentTarget.focus();
    if (typeof e.currentTarget.setPointerCapture === 'function') {
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // A synthetic pointer (tests) has no capture to set; moves still reach the handle.
      }
    }
    grab.current = { clientX: e.clientX, from: ratio };
    slider.start();
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!grab.current) return;
    slider.moveTo(grab.current.from + (e.clientX - grab.current.clientX) / travel());
  };
  const onPointerUp = () => {
    if (!grab.current) return;
    grab.current = null;
    slider.release();
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (slider.key(e.key)) e.preventDefault();
  };

  const percent = Math.round(ratio * 100);
  const label = passed
    ? text('sliderPassed')
    : phase === 'verifying'
      ? text('sliderVerifying')
      : text('sliderPrompt');
  const errorId = `${id}__slider-error`;
  const status = fieldStatusProps(props);
  const describedBy = [status['aria-describedby'], slider.error ? errorId : undefined, `${id}__slider-keys`]
    .filter(Boolean)
    .join(' ');
  const left = `calc((100% - ${HANDLE}px) * ${ratio})`;

  return (
    <div>
      <div
        ref={trackRef}
        data-testid="drag-verify"
        data-phase={phase}
        style={{
          position: 'relative',
          height: HEIGHT,
          borderRadius: token.borderRadius,
          background: token.colorFillTertiary,
          border: `1px solid ${rawErrors?.length ? token.colorError : token.colorBorder}`,
          userSelect: 'none',
          overflow: 'hidden',
        }}
      >
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            inset: 0,
            width: passed ? '100%' : `calc(${left} + ${HANDLE / 2}px)`,
            background: passed ? PASSED_FILL : DRAG_FILL,
          }}
        />
        <div
          aria-live="polite"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            paddingLeft: HANDLE,
            color: passed ? '#fff' : token.colorText,
            fontSize: 14,
          }}
        >
          {label}
        </div>
        <div
          id={id}
          role="slider"
          tabIndex={locked ? -1 : 0}
          aria-labelledby={labelId(id)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={passed ? text('sliderPassed') : `${percent}%`}
          aria-disabled={locked || passed || phase === 'verifying' ? true : undefined}
          aria-invalid={status['aria-invalid']}
          aria-required={status['aria-required']}
          aria-describedby={describedBy}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{
            position: 'absolute',
            top: 0,
            left: passed ? `calc(100% - ${HANDLE}px)` : left,
            width: HANDLE,
            height: HEIGHT - 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            cursor: passed || locked ? 'default' : 'grab',
            // The page must not scroll while a finger drags the handle.
            touchAction: 'none',
            color: passed ? PASSED_FILL : token.colorTextSecondary,
          }}
        >
          {passed ? (
            <CheckCircleFilled />
          ) : phase === 'verifying' ? (
            <LoadingOutlined />
          ) : (
            <DoubleRightOutlined />
          )}
        </div>
      </div>
      <div id={`${id}__slider-keys`} style={{ fontSize: 12, color: token.colorTextSecondary, marginTop: 2 }}>
        {text('sliderKeys')}
      </div>
      {slider.error && (
        <div id={errorId} role="alert" style={{ color: token.colorErrorText, fontSize: 12 }}>
          {slider.error}
        </div>
      )}
    </div>
  );
}
