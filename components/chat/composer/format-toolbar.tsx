'use client';

import { useTranslations } from 'next-intl';
import type { FormatKind } from '@/lib/client/chat/format-selection';
import styles from './composer.module.css';

/** What each button shows: the look of its result, not a word (its name is the label). */
const BUTTONS: Array<{ kind: FormatKind; face: string; className?: string }> = [
  { kind: 'bold', face: 'B', className: styles.faceBold },
  { kind: 'italic', face: 'I', className: styles.faceItalic },
  { kind: 'strike', face: 'S', className: styles.faceStrike },
  { kind: 'code', face: '</>', className: styles.faceCode },
  { kind: 'spoiler', face: '▒' },
];

/**
 * The formatting buttons above the input. They never take the focus from it (mouse down is
 * prevented), so the selection they wrap is still the one the user made.
 */
export function FormatToolbar({ id, onFormat }: { id: string; onFormat: (kind: FormatKind) => void }) {
  const t = useTranslations('composer');
  return (
    <div id={id} className={styles.formatBar} role="toolbar" aria-label={t('formatting')} data-testid="format-toolbar">
      {BUTTONS.map(({ kind, face, className }) => (
        <button
          key={kind}
          type="button"
          className={styles.formatButton}
          aria-label={t(kind)}
          title={t(kind)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFormat(kind)}
        >
          <span aria-hidden="true" className={className}>
            {face}
          </span>
        </button>
      ))}
    </div>
  );
}
