'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CallButtons } from '@/components/call/call-buttons';
import { SupportMenu } from '@/components/support/support-menu';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { chatAvatar, chatVerified, otherMemberId } from '@/lib/client/chat/display';
import { useChatTitle } from './texts';
import type { Chat } from '@/lib/contract/answers';
import { useChatScreen } from './chat-context';
import styles from './chat-screen.module.css';
import { ChatInfoDialog } from './chat-info-dialog';
import { ConversationTools } from './search/conversation-tools';
import { Avatar } from '@/components/ui/avatar';
import { VerifiedBadge } from '@/components/profile/badges';
import { ChevronLeftIcon, GearIcon, StickerIcon } from '@/components/ui/icons';
import { IconButton, iconButtonClass } from '@/components/ui/icon-button';

interface ChatHeaderProps {
  activeChat: Chat | null;
  onBack: () => void;
  onSettings: () => void;
  /** the pointer is on its way to the gear: start loading the settings dialog */
  onSettingsIntent: () => void;
  onContactSupport: () => void;
  onSupportGroup: () => void;
}

/**
 * The header bar (SPEC.md section 2): settings gear, title, the open chat's avatar and name,
 * sticker collection, support menu, language switcher; with a chat open, its search and
 * jump-to-date. On narrow screens with a chat open it is the conversation's bar: back, avatar
 * and name, calls, search and jump-to-date.
 */
export function ChatHeader({ activeChat, onBack, onSettings, onSettingsIntent, onContactSupport, onSupportGroup }: ChatHeaderProps) {
  const t = useTranslations('chatScreen');
  const { myId, narrow, online } = useChatScreen();
  const titleOf = useChatTitle(myId);
  const [infoOpen, setInfoOpen] = useState(false);
  const conversationView = narrow && !!activeChat;

  const identity = activeChat && (() => {
    const title = titleOf(activeChat);
    const otherId = activeChat.type === 'single' ? otherMemberId(activeChat, myId) : undefined;
    const isOnline = !!otherId && online.has(otherId);
    const subtitle =
      activeChat.type === 'group'
        ? t('memberCount', { count: activeChat.memberCount ?? activeChat.members?.length ?? 0 })
        : isOnline
          ? t('online')
          : t('offline');
    const avatar = <Avatar src={chatAvatar(activeChat, myId)} size={36} online={isOnline} />;
    return (
      <div className={styles.identity} data-testid="active-chat">
        {activeChat.type === 'group' ? (
          <Link href={`/group/${activeChat._id}`} className={styles.identityAvatar} aria-label={t('openGroupPage', { name: title })}>
            {avatar}
          </Link>
        ) : (
          <button type="button" className={styles.identityAvatar} onClick={() => setInfoOpen(true)} aria-label={t('chatInfo', { name: title })}>
            {avatar}
          </button>
        )}
        {/* Named by what it shows (name and status); what it does is its title. */}
        <button type="button" className={styles.identityText} onClick={() => setInfoOpen(true)} title={t('chatInfo', { name: title })} aria-haspopup="dialog">
          <span className={styles.identityName}>
            <span className={styles.ellipsis} dir="auto">
              {title}
            </span>
            {chatVerifiedBadge(activeChat, myId, t('verified'))}
          </span>{' '}
          <span className={styles.identitySub}>{subtitle}</span>
        </button>
      </div>
    );
  })();

  return (
    <header className={`${styles.header} ${styles.searchAnchor}`}>
      {conversationView ? (
        <IconButton label={t('back')} onClick={onBack}>
          <ChevronLeftIcon size={22} />
        </IconButton>
      ) : (
        <IconButton label={t('settings')} onClick={onSettings} onPointerEnter={onSettingsIntent} onFocus={onSettingsIntent}>
          <GearIcon />
        </IconButton>
      )}
      {!conversationView && <h1 className={styles.title}>{t('title')}</h1>}
      {identity && (!narrow || conversationView) && <div className={styles.identitySlot}>{identity}</div>}
      <div className={styles.headerActions}>
        {activeChat && <ConversationTools chat={activeChat} />}
        {activeChat && <CallButtons chat={activeChat} />}
        {!conversationView && (
          <>
            {/* A full page load, as the spec asks (the sticker manager is its own page). */}
            <a href="/my-stickers" className={iconButtonClass} aria-label={t('myStickers')} title={t('myStickers')}>
              <StickerIcon />
            </a>
            <SupportMenu onContactSupport={onContactSupport} onSupportGroup={onSupportGroup} />
            <LanguageSwitcher />
          </>
        )}
      </div>
      {activeChat && <ChatInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} chat={activeChat} />}
    </header>
  );
}

function chatVerifiedBadge(chat: Chat, myId: string, label: string) {
  return chatVerified(chat, myId) ? <VerifiedBadge label={label} size={16} /> : null;
}
