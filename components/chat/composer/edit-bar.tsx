'use client';

import { useTranslations } from 'next-intl';
import { useIsMutating } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { applyFormat, shortcutFormat, type Selection } from '@/lib/client/chat/format-selection';
import { mutationKeys } from '@/lib/client/queries/keys';
import type { Message } from '@/lib/contract/answers';
import { MESSAGE_MAX_CHARS } from '@/lib/contract/limits';
import { CloseIcon, PencilIcon, SendIcon } from '@/components/ui/icons';
import styles from './composer.module.css';

/**
 * The edit bar: replaces the input until saved (Enter) or cancelled (Escape). Ctrl+B, Ctrl+I ...
 * wrap the selection as in the composer.
 */
export function EditBar({ message, onCancel, onSave }: { message: Message; onCancel: () => void; onSave: (message: Message, content: string) => Promise<boolean> }) {
  const t = useTranslations('composer');
  const [value, setValue] = useState(message.content);
  const area = useRef<HTMLTextAreaElement>(null);
  // A formatted text is set as the new value: the selection it wraps is put back after it renders.
  const nextSelection = useRef<Selection | null>(null);
  useLayoutEffect(() => {
    const selection = nextSelection.current;
    nextSelection.current = null;
    if (selection) area.current?.setSelectionRange(selection.start, selection.end);
  }, [value]);
  // the edit (useEditMessage, run by the conversation) is saving
  const busy = useIsMutating({ mutationKey: mutationKeys.editMessage() }) > 0;
  const trimmed = value.trim();
  const save = async () => {
    if (!trimmed || busy) return;
    if (trimmed === message.content) return onCancel();
    if (await onSave(message, trimmed)) onCancel();
  };
  return (
    <div className={styles.composer}>
      <div className={styles.replyBar} data-testid="edit-bar">
        <PencilIcon size={18} />
        <div className={styles.barText}>
          <span className={styles.barTitle}>{t('editing')}</span>
          <span className={styles.barSnippet}>{message.content}</span>
        </div>
        <button type="button" className={styles.tool} onClick={onCancel} aria-label={t('cancelEdit')}>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className={styles.inputRow}>
        <textarea
          ref={area}
          className={styles.textarea}
          rows={1}
          value={value}
          autoFocus
          aria-label={t('editing')}
          maxLength={MESSAGE_MAX_CHARS}
          onFocus={(event) => event.currentTarget.setSelectionRange(event.currentTarget.value.length, event.currentTarget.value.length)}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
            const shortcut = shortcutFormat(event);
            if (shortcut) {
              event.preventDefault();
              const { selectionStart: start, selectionEnd: end } = event.currentTarget;
              const result = applyFormat({ text: value, start, end }, shortcut);
              if (result.text.length > MESSAGE_MAX_CHARS) return;
              nextSelection.current = result;
              setValue(result.text);
            } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        <button type="button" className={styles.send} onClick={() => void save()} disabled={!trimmed || busy} aria-label={t('saveEdit')} title={t('saveEdit')}>
          <SendIcon size={20} />
        </button>
      </div>
    </div>
  );
}
