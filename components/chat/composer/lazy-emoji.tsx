'use client';

import { useEffect, useRef, useState } from 'react';
import { EmojiText } from '@/components/emoji/emoji-text';
import styles from './composer.module.css';

/**
 * An emoji of the picker, drawn once its cell scrolls into view: a category holds hundreds, and
 * asking for all their images at once kept a slow machine's browser busy for seconds before the
 * first row showed. (The images' own loading="lazy" loads everything within about 1,250 px of
 * the view: most of a category, so they are asked for eagerly once drawn here.)
 */
export function LazyEmoji({ native, drawnAtOnce = false }: { native: string; drawnAtOnce?: boolean }) {
  const slot = useRef<HTMLSpanElement>(null);
  // Cells known to be in view when the picker opens are drawn at once: on a busy machine the
  // observer's first answer came seconds late.
  const [inView, setInView] = useState(drawnAtOnce);
  useEffect(() => {
    const node = slot.current;
    if (inView || !node) return;
    // Clipped by the picker's scrolling panel: cells below it are not in view until scrolled to.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setInView(true);
      observer.disconnect();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView]);
  return (
    <span ref={slot} className={styles.emojiSlot}>
      {inView ? <EmojiText text={native} eager /> : null}
    </span>
  );
}
