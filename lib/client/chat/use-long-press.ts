'use client';

import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { createLongPress, type LongPress } from './long-press';

/**
 * Pointer handlers that open a context menu after a long press of touch or pen (a mouse has its
 * right click). `onClickCapture` swallows the click that ends a long press.
 */
export function useLongPress(delay: number, onLongPress: (x: number, y: number) => void) {
  const latest = useRef(onLongPress);
  const press = useRef<LongPress | null>(null);
  const fired = useRef(false);

  useEffect(() => {
    latest.current = onLongPress;
  });
  useEffect(() => {
    press.current = createLongPress({ delay, onLongPress: (x, y) => latest.current(x, y) });
    return () => press.current?.cancel();
  }, [delay]);

  return {
    onPointerDown(event: ReactPointerEvent) {
      if (event.pointerType === 'mouse') return;
      press.current?.start(event.clientX, event.clientY);
    },
    onPointerMove(event: ReactPointerEvent) {
      press.current?.move(event.clientX, event.clientY);
    },
    onPointerUp() {
      fired.current = press.current?.end() ?? false;
    },
    onPointerCancel() {
      press.current?.cancel();
    },
    onPointerLeave() {
      press.current?.cancel();
    },
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
