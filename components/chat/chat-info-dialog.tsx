'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { asMember, chatAvatar, chatVerified, otherMember, otherMemberId } from '@/lib/client/chat/display';
import { useChatTitle } from './texts';
import type { Chat } from '@/lib/contract/answers';
import { useChatScreen } from './chat-context';
import styles from './chat-screen.module.css';
import { Avatar } from '@/components/ui/avatar';
import { VerifiedBadge } from '@/components/profile/badges';
import { Dialog } from '@/components/ui/dialog';
import buttons from '@/components/ui/button.module.css';

/** Who the chat is with: the other person (profile link) or the group (group page link). */
export function ChatInfoDialog({ open, onClose, chat }: { open: boolean; onClose: () => void; chat: Chat }) {
  const t = useTranslations('chatScreen');
  const { myId, online } = useChatScreen();
  const titleOf = useChatTitle(myId);
  const title = titleOf(chat);
  const other = chat.type === 'single' ? asMember(otherMember(chat, myId)) : undefined;
  const otherId = chat.type === 'single' ? otherMemberId(chat, myId) : undefined;
  const nickname = otherId ? chat.nicknames?.[otherId] : undefined;
  return (
    <Dialog closeOnBackdrop open={open} onClose={onClose} title={t('infoTitle')}>
      <div className={styles.info}>
        <Avatar src={chatAvatar(chat, myId)} size={88} online={!!otherId && online.has(otherId)} />
        <p className={styles.infoName}>
          {title} {chatVerified(chat, myId) && <VerifiedBadge label={t('verified')} size={18} />}
        </p>
        {chat.type === 'single' ? (
          <dl className={styles.infoList}>
            {other?.username && (
              <>
                <dt>{t('username')}</dt>
                <dd>@{other.username}</dd>
              </>
            )}
            {nickname && (
              <>
                <dt>{t('nickname')}</dt>
                <dd>{nickname}</dd>
              </>
            )}
            {other?.email && (
              <>
                <dt>{t('email')}</dt>
                <dd>{other.email}</dd>
              </>
            )}
            <dt>{t('status')}</dt>
            <dd>{otherId && online.has(otherId) ? t('online') : t('offline')}</dd>
          </dl>
        ) : (
          <p className={styles.infoSub}>{t('memberCount', { count: chat.memberCount ?? chat.members?.length ?? 0 })}</p>
        )}
        {chat.type === 'single' && otherId && (
          <Link href={`/profile/${otherId}`} className={buttons.primary}>
            {t('viewProfile')}
          </Link>
        )}
        {chat.type === 'group' && (
          <Link href={`/group/${chat._id}`} className={buttons.primary}>
            {t('openGroup')}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
