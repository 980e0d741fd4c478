'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { createDelay, type Delay } from '@/lib/client/chat/delay';
import { REACTION_HOVER_MS } from '@/lib/client/chat/timings';
import { EmojiText } from '@/components/emoji/emoji-text';
import { AnchoredPopover, popoverTriggerProps } from '../ui/anchored-popover';
import { SmileIcon } from '@/components/ui/icons';
import styles from './message.module.css';
import { REACTIONS, REACTION_NAMES } from './reactions';
import { gridCell, moveInGrid } from '@/components/ui/roving-grid';

interface ReactionButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string | undefined;
  onReact: (emoji: string) => void;
}

/**
 * The reaction strip of a message (SPEC.md section 4): opens after hovering 800 ms or on click;
 * outside click, scroll and resize close it (scroll and resize: the message list).
 */
export function ReactionButton({ open, onOpenChange, current, onReact }: ReactionButtonProps) {
  const t = useTranslations('conversation');
  const hover = useRef<Delay | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef(onOpenChange);
  useEffect(() => {
    latest.current = onOpenChange;
  });
  useEffect(() => {
    const delay = createDelay(REACTION_HOVER_MS, () => latest.current(true));
    hover.current = delay;
    return () => delay.cancel();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toolButton}
        aria-label={t('react')}
        {...popoverTriggerProps(open)}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse' && !open) hover.current?.start();
        }}
        onPointerLeave={() => hover.current?.cancel()}
        onClick={() => {
          hover.current?.cancel();
          onOpenChange(!open);
        }}
      >
        <SmileIcon size={18} />
      </button>
      <AnchoredPopover
        open={open}
        onOpenChange={onOpenChange}
        anchor={button}
        contentProps={{ className: styles.strip, side: 'top', sideOffset: 6, collisionPadding: 8, 'aria-label': t('reactionStrip'), onOpenAutoFocus: (event) => event.preventDefault(), onKeyDown: (event) => moveInGrid(event, { row: true }) }}
      >
        {REACTIONS.map((emoji, index) => (
          <button
            key={emoji}
            type="button"
            className={styles.stripEmoji}
            {...gridCell(index)}
            aria-pressed={current === emoji}
            aria-label={t(`reactionNames.${REACTION_NAMES[emoji]}`)}
            title={t(`reactionNames.${REACTION_NAMES[emoji]}`)}
            onClick={() => {
              onReact(emoji);
              onOpenChange(false);
            }}
          >
            <EmojiText text={emoji} />
          </button>
        ))}
      </AnchoredPopover>
    </>
  );
}
