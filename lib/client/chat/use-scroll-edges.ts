'use client';

import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** content is hidden before the visible part (scrolled away to the left) */
  back: boolean;
  /** content is hidden after it */
  forward: boolean;
}

/** Whether a sideways scroller has more to show on each side, kept current on scroll and resize. */
export function useScrollEdges(element: HTMLElement | null, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ back: false, forward: false });
  useEffect(() => {
    if (!element) return;
    const update = () => {
      const back = element.scrollLeft > 1;
      const forward = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.back === back && current.forward === forward ? current : { back, forward }));
    };
    const frame = requestAnimationFrame(update);
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [element, contentKey]);
  return element ? edges : { back: false, forward: false };
}
