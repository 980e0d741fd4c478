'use client';

import { Fragment, useMemo, useState } from 'react';
import { splitEmoji } from '@/lib/client/emoji/split-emoji';
import styles from './emoji.module.css';

/** One emoji as its Twemoji image; the character itself if the image cannot load (an emoji newer than the art). */
function EmojiImage({ emoji, src, eager }: { emoji: string; src: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{emoji}</>;
  // alt is the emoji itself: copying the text and screen readers keep the character.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.emoji} src={src} alt={emoji} draggable={false} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} />;
}

/**
 * Text with its emoji drawn as Twemoji images (served by this server, /emoji/<key>.svg), so
 * they look the same on every system; everything else is left as it is. `eager` is for a place
 * that already draws the text only once it is in view (the picker's cells): the browser's own
 * lazy loading would wait there for a layout pass of its own and gains nothing.
 */
export function EmojiText({ text, eager = false }: { text: string; eager?: boolean }) {
  const parts = useMemo(() => splitEmoji(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.type === 'emoji' ? <EmojiImage key={`${index}-${part.text}`} emoji={part.text} src={part.src} eager={eager} /> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
