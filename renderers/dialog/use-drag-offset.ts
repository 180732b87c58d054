/**
 * The offset a dialog has been dragged by: with the mouse from its title bar, or with the arrow keys
 * on its move handle (10 px a press, 50 with Shift). The dialog stays reachable: it never moves
 * further than the window is wide or high.
 */
import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface Offset {
  x: number;
  y: number;
}

export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

const ORIGIN: Offset = { x: 0, y: 0 };

function clamp(offset: Offset): Offset {
  const maxX = Math.max(window.innerWidth, 1);
  const maxY = Math.max(window.innerHeight, 1);
  return {
    x: Math.min(maxX, Math.max(-maxX, offset.x)),
    // Never above the window's top: the title bar (the handle) must stay in view.
    y: Math.min(maxY, Math.max(-maxY / 2, offset.y)),
  };
}

export function useDragOffset(enabled: boolean) {
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const drag = useRef<{ startX: number; startY: number; from: Offset } | null>(null);

  const onMouseDown = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      // Buttons in the title bar (full screen, close) keep their clicks.
      if (!enabled || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      event.preventDefault();
      drag.current = { startX: event.clientX, startY: event.clientY, from: offset };
      const move = (e: globalThis.MouseEvent) => {
        const start = drag.current;
        if (!start) return;
        setOffset(
          clamp({ x: start.from.x + e.clientX - start.startX, y: start.from.y + e.clientY - start.startY }),
        );
      };
      const up = () => {
        drag.current = null;
        window.removeEventListener('mousemove', move);
        window.removeEventListener('mouseup', up);
      };
      window.addEventListener('mousemove', move);
      window.addEventListener('mouseup', up);
    },
    [enabled, offset],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!enabled) return;
      const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
      const delta: Record<string, Offset> = {
        ArrowLeft: { x: -step, y: 0 },
        ArrowRight: { x: step, y: 0 },
        ArrowUp: { x: 0, y: -step },
        ArrowDown: { x: 0, y: step },
      };
      const d = delta[event.key];
      if (!d) return;
      event.preventDefault();
      setOffset((o) => clamp({ x: o.x + d.x, y: o.y + d.y }));
    },
    [enabled],
  );

  const reset = useCallback(() => setOffset(ORIGIN), []);
  return { offset, onMouseDown, onKeyDown, reset };
}
