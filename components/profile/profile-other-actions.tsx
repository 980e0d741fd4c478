'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useSetChatBlocked } from '@/lib/client/queries/chat-mutations';
import { useVote } from '@/lib/client/queries/profile-mutations';
import { createDirectChat, findDirectChat } from '@/lib/client/queries/chat-mutations';
import { rememberActiveChat } from './direct-chat';
import { BlockIcon, ChatBubbleIcon, ThumbDownIcon, ThumbUpIcon } from '@/components/ui/icons';
import type { Profile } from '@/lib/contract/answers';
import styles from './profile.module.css';

interface VoteBarProps {
  profile: Profile;
  isSelf: boolean;
  setProfile: (user: Profile) => void;
  refresh: () => void;
}

/**
 * Likes and dislikes. Others vote: a like replaces a dislike and back, a choice already made
 * cannot be repeated (its button is pressed and disabled); admins get no dislike button.
 * Failures are silently ignored (SPEC.md section 8): the profile is just read again.
 */
export function VoteBar({ profile, isSelf, setProfile, refresh }: VoteBarProps) {
  const t = useTranslations('profile');
  const [busy, setBusy] = useState(false);
  const { mutateAsync: sendVote } = useVote();
  const likes = profile.likeCount ?? 0;
  const dislikes = profile.dislikeCount ?? 0;

  if (isSelf) {
    return (
      <div className={styles.votes} data-testid="profile-votes">
        <span className={styles.count} aria-label={t('likesLabel', { count: likes })}>
          <ThumbUpIcon size={18} /> <span data-testid="like-count">{likes}</span>
        </span>
        <span className={styles.count} aria-label={t('dislikesLabel', { count: dislikes })}>
          <ThumbDownIcon size={18} /> <span data-testid="dislike-count">{dislikes}</span>
        </span>
      </div>
    );
  }

  const vote = async (kind: 'like' | 'dislike') => {
    setBusy(true);
    try {
      setProfile(await sendVote({ userId: profile.id, kind }));
    } catch {
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.votes} data-testid="profile-votes">
      <button
        type="button"
        className={styles.voteButton}
        aria-pressed={!!profile.likedByMe}
        disabled={busy || !!profile.likedByMe}
        onClick={() => void vote('like')}
      >
        <ThumbUpIcon size={18} />
        <span>{t('like')}</span>
        <span className={styles.badgeCount} data-testid="like-count" aria-hidden="true">
          {likes}
        </span>
        <span className="visually-hidden"> ({t('likesLabel', { count: likes })})</span>
      </button>
      {!profile.isAdmin && (
        <button
          type="button"
          className={styles.voteButton}
          data-kind="dislike"
          aria-pressed={!!profile.dislikedByMe}
          disabled={busy || !!profile.dislikedByMe}
          onClick={() => void vote('dislike')}
        >
          <ThumbDownIcon size={18} />
          <span>{t('dislike')}</span>
          <span className={styles.badgeCount} data-testid="dislike-count" aria-hidden="true">
            {dislikes}
          </span>
          <span className="visually-hidden"> ({t('dislikesLabel', { count: dislikes })})</span>
        </button>
      )}
    </div>
  );
}

/** Send message and block/unblock, for another user's profile. */
export function OtherActions({ profile, refresh }: { profile: Profile; refresh: () => void }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [busy, setBusy] = useState<'chat' | 'block' | null>(null);
  const { mutateAsync: setChatBlocked } = useSetChatBlocked();
  // The block state shown until the server's answer arrives (refresh brings the truth back).
  const [blockedOverride, setBlockedOverride] = useState<{ for: boolean; value: boolean } | null>(null);
  const serverBlocked = !!profile.blockedByMe;
  const blocked = blockedOverride && blockedOverride.for === serverBlocked ? blockedOverride.value : serverBlocked;

  const sendMessage = async () => {
    setBusy('chat');
    setMessage(null);
    try {
      const chat = await createDirectChat(profile.id);
      rememberActiveChat(chat._id ?? chat.id);
      router.push('/chat');
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('startChatFailed')) });
      setBusy(null);
    }
  };

  // Blocking is per one-to-one chat: find it (create it first to block); failures are ignored.
  const toggleBlock = async () => {
    const next = !blocked;
    setBusy('block');
    setBlockedOverride({ for: serverBlocked, value: next });
    try {
      let chat = await findDirectChat(profile.id);
      if (!chat && next) chat = await createDirectChat(profile.id);
      if (chat) await setChatBlocked({ chatId: chat._id ?? chat.id ?? '', blocked: next });
    } catch {
      setBlockedOverride(null);
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <section className={styles.actions} aria-label={t('actions')}>
      <div className={styles.actionRow}>
        <button type="button" className={buttons.primary} onClick={() => void sendMessage()} disabled={busy !== null}>
          <ChatBubbleIcon size={18} />
          {t('sendMessage')}
        </button>
        <button
          type="button"
          className={blocked ? buttons.secondary : styles.dangerOutline}
          onClick={() => void toggleBlock()}
          disabled={busy !== null}
          aria-pressed={blocked}
        >
          <BlockIcon size={18} />
          {blocked ? t('unblock') : t('block')}
        </button>
      </div>
      {blocked && (
        <p className={styles.subtle} data-testid="profile-you-blocked">
          {t('youBlocked')}
        </p>
      )}
      <FormMessage message={message} />
    </section>
  );
}
