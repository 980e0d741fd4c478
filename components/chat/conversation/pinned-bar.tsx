'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Pin } from '@/lib/contract/answers';
import { EmojiText } from '@/components/emoji/emoji-text';
import { usePreviewText } from '../texts';
import { CloseIcon, PinIcon } from '@/components/ui/icons';
import styles from './conversation.module.css';

interface PinnedBarProps {
  pins: Pin[];
  canUnpinForAll: boolean;
  onJump: (messageId: string) => void;
  onUnpin: (pin: Pin) => void;
}

/** The pinned-messages bar: the newest pin first; clicking jumps to it and shows the next one. */
export function PinnedBar({ pins, canUnpinForAll, onJump, onUnpin }: PinnedBarProps) {
  const t = useTranslations('conversation');
  const preview = usePreviewText();
  const [index, setIndex] = useState(0);
  if (!pins.length) return null;
  const shown = Math.min(index, pins.length - 1);
  const pin = pins[shown];
  const mayUnpin = pin.scope === 'me' || canUnpinForAll;
  return (
    <div className={styles.pinned} role="region" aria-label={t('pinnedRegion')} data-testid="pinned-bar">
      <span className={styles.pinnedIcon} aria-hidden="true">
        <PinIcon size={16} />
      </span>
      <button
        type="button"
        className={styles.pinnedMain}
        onClick={() => {
          onJump(pin.message._id);
          setIndex((shown + 1) % pins.length);
        }}
      >
        <span className={styles.pinnedTitle}>
          {pin.scope === 'me' ? t('pinnedForMe') : t('pinnedForAll')}
          {pins.length > 1 && <span className={styles.pinnedCount}> · {t('pinnedIndex', { index: shown + 1, count: pins.length })}</span>}
        </span>
        <span className={styles.pinnedText}>
          {pin.message.senderUsername ? `${pin.message.senderUsername}: ` : ''}
          <EmojiText text={preview(pin.message, undefined)} />
        </span>
      </button>
      {mayUnpin && (
        <button type="button" className={styles.pinnedClose} onClick={() => onUnpin(pin)} aria-label={t('unpin')} title={t('unpin')}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
