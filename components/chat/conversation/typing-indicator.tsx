'use client';

import { useTranslations } from 'next-intl';
import { displayName } from '@/lib/client/chat/display';
import type { Chat } from '@/lib/contract/answers';
import { useChatScreen } from '../chat-context';
import styles from './conversation.module.css';

/** "An is typing…" for the open chat (typing / stop_typing of the others). */
export function TypingIndicator({ chat }: { chat: Chat }) {
  const t = useTranslations('conversation');
  const { typing, typingVersion } = useChatScreen();
  void typingVersion;
  const typists = typing.list(chat._id).map((typist) => displayName(chat, typist.userId, typist.username));
  const text =
    typists.length === 0
      ? ''
      : typists.length === 1
        ? t('typingOne', { name: typists[0] })
        : typists.length === 2
          ? t('typingTwo', { a: typists[0], b: typists[1] })
          : t('typingMany');
  return (
    <div className={styles.typing} aria-live="polite" data-testid="typing-indicator">
      {text && (
        <>
          <span className={styles.typingDots} aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {text}
        </>
      )}
    </div>
  );
}
