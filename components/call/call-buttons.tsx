'use client';

import { useTranslations } from 'next-intl';
import { chatAvatar, chatTitle } from '@/lib/client/chat/display';
import type { Chat } from '@/lib/contract/answers';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { useCallController } from './call-context';
import { PhoneIcon, VideoIcon } from '@/components/ui/icons';
import styles from './call.module.css';

/** Audio and video call buttons for a chat (disabled while a one-to-one chat is blocked). */
export function CallButtons({ chat }: { chat: Chat }) {
  const t = useTranslations('call');
  const { startCall } = useCallController();
  const { data: me } = useCurrentUser();
  const myId = String(me?.id ?? me?._id ?? '');
  const blocked = chat.type === 'single' && (chat.blockedBy?.length ?? 0) > 0;
  const call = (isVideo: boolean) => void startCall({ chatId: chat._id, isVideo, peerName: chatTitle(chat, myId), peerAvatar: chatAvatar(chat, myId) });
  return (
    <div className={styles.callButtons} data-testid="call-buttons">
      <button type="button" className={styles.callButton} onClick={() => call(false)} disabled={blocked} aria-label={t('audioCall')} title={t('audioCall')}>
        <PhoneIcon size={20} />
      </button>
      <button type="button" className={styles.callButton} onClick={() => call(true)} disabled={blocked} aria-label={t('videoCall')} title={t('videoCall')}>
        <VideoIcon size={20} />
      </button>
    </div>
  );
}
