'use client';

import { useTranslations } from 'next-intl';
import { ArrowToEndIcon, ChevronDownIcon } from '@/components/ui/icons';
import styles from './conversation.module.css';

interface ScrollDownButtonProps {
  /** far from the newest, or the loaded window stops short of it: "jump to newest" */
  toNewest: boolean;
  /** live messages that arrived below the view */
  unseen: number;
  onClick: () => void;
}

/**
 * The round button at the bottom right of the history: scroll down a little way (a chevron), or
 * jump to the newest messages (an arrow to the end) when they are far away or not loaded; with the
 * count of new messages that arrived below.
 */
export function ScrollDownButton({ toNewest, unseen, onClick }: ScrollDownButtonProps) {
  const t = useTranslations('conversation');
  const jumpT = useTranslations('jump');
  const label = unseen ? t('newMessagesBelow', { count: unseen }) : toNewest ? jumpT('toNewest') : t('scrollDown');
  return (
    <button type="button" className={styles.scrollDown} onClick={onClick} aria-label={label} title={label} data-testid="scroll-down" data-mode={toNewest ? 'newest' : 'down'}>
      {toNewest ? <ArrowToEndIcon /> : <ChevronDownIcon />}
      {unseen > 0 && <span className={styles.scrollBadge}>{unseen > 99 ? '99+' : unseen}</span>}
    </button>
  );
}
