'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import buttons from '@/components/ui/button.module.css';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useOpenDirectChat } from '@/lib/client/queries/chat-mutations';
import { useSetUserBlocked, useVote } from '@/lib/client/queries/profile-mutations';
import { rememberActiveChat } from './direct-chat';
import { BlockIcon, ChatBubbleIcon, ThumbDownIcon, ThumbUpIcon } from '@/components/ui/icons';
import type { OwnUser, Profile } from '@/lib/contract/answers';
import styles from './profile.module.css';

/** One's own likes and dislikes: the counts only. */
export function VoteCounts({ profile }: { profile: OwnUser }) {
  const t = useTranslations('profile');
  return (
    <div className={styles.votes} data-testid="profile-votes">
      <span className={styles.count} aria-label={t('likesLabel', { count: profile.likeCount })}>
        <ThumbUpIcon size={18} /> <span data-testid="like-count">{profile.likeCount}</span>
      </span>
      <span className={styles.count} aria-label={t('dislikesLabel', { count: profile.dislikeCount })}>
        <ThumbDownIcon size={18} /> <span data-testid="dislike-count">{profile.dislikeCount}</span>
      </span>
    </div>
  );
}

/**
 * Likes and dislikes of another user: a like replaces a dislike and back, a choice already made
 * cannot be repeated (its button is pressed and disabled); admins get no dislike button.
 * Failures are silently ignored (SPEC.md section 8): the profile is just read again.
 */
export function VoteBar({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const vote = useVote();
  const likes = profile.likeCount;
  const dislikes = profile.dislikeCount;
  const send = (kind: 'like' | 'dislike') => vote.mutate({ userId: profile.id, kind });

  return (
    <div className={styles.votes} data-testid="profile-votes">
      <button
        type="button"
        className={styles.voteButton}
        aria-pressed={profile.likedByMe}
        disabled={vote.isPending || profile.likedByMe}
        onClick={() => send('like')}
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
          aria-pressed={profile.dislikedByMe}
          disabled={vote.isPending || profile.dislikedByMe}
          onClick={() => send('dislike')}
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
export function OtherActions({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const openChat = useOpenDirectChat();
  const setBlocked = useSetUserBlocked();
  const blocked = profile.blockedByMe;
  // the chat opens on /chat: nothing more to press here meanwhile
  const busy = openChat.isPending || openChat.isSuccess || setBlocked.isPending;
  const message: FormMessageValue | null = openChat.isError ? { kind: 'error', text: errorText(openChat.error, t('startChatFailed')) } : null;

  const sendMessage = () =>
    openChat.mutate(profile.id, {
      onSuccess: (chat) => {
        rememberActiveChat(chat._id);
        router.push('/chat');
      },
    });

  return (
    <section className={styles.actions} aria-label={t('actions')}>
      <div className={styles.actionRow}>
        <button type="button" className={buttons.primary} onClick={sendMessage} disabled={busy}>
          <ChatBubbleIcon size={18} />
          {t('sendMessage')}
        </button>
        <button
          type="button"
          className={blocked ? buttons.secondary : styles.dangerOutline}
          onClick={() => setBlocked.mutate({ userId: profile.id, blocked: !blocked })}
          disabled={busy}
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
