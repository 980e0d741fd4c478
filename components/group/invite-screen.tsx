'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { BackToChatBar } from '@/components/ui/back-to-chat-bar';
import { errorText } from '@/lib/client/api';
import { useJoinInvite } from '@/lib/client/queries/group-moderation';
import { useSocketEvent } from '@/lib/client/socket-context';
import styles from './group.module.css';

type Waiting = { chatId: string; groupName: string; outcome: 'waiting' | 'approved' | 'declined' };

/**
 * /invite/{code}: joins by the link on request. A link that requires approval puts the user in
 * the queue; the admins' decision arrives live. A refusal (banned, expired link) says why.
 */
export function InviteScreen({ code }: { code: string }) {
  const t = useTranslations('moderation');
  const tg = useTranslations('group');
  const router = useRouter();
  const join = useJoinInvite();
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  useSocketEvent('join_request_decided', (event) => {
    if (waiting && event.chatId === waiting.chatId) setWaiting({ ...waiting, outcome: event.approved ? 'approved' : 'declined' });
  });

  const onJoin = () =>
    join.mutate(code, {
      onSuccess: (answer) => {
        if (answer.chat) router.push(`/group/${answer.chat.id}`);
        else if (answer.request) setWaiting({ chatId: answer.request.chatId, groupName: answer.request.groupName, outcome: 'waiting' });
      },
    });

  let body: React.ReactNode;
  if (waiting) {
    body = (
      <>
        <h2 className={styles.stateTitle} role="status" data-testid="invite-state" data-outcome={waiting.outcome}>
          {t(`request.${waiting.outcome}`, { name: waiting.groupName })}
        </h2>
        {waiting.outcome === 'approved' && (
          <Link href={`/group/${waiting.chatId}`} className={buttons.primary}>
            {t('openGroup')}
          </Link>
        )}
      </>
    );
  } else {
    body = (
      <>
        <h2 className={styles.stateTitle}>{t('invitedTitle')}</h2>
        <p className={styles.muted}>{t('invitedHint')}</p>
        <button type="button" className={buttons.primary} onClick={onJoin} disabled={join.isPending} data-testid="invite-join">
          {tg('join')}
        </button>
        {join.isError && (
          <p className={styles.errorText} role="alert" data-testid="invite-error">
            {errorText(join.error, tg('joinFailed'))}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <BackToChatBar title={t('inviteTitle')} backLabel={tg('backToChat')} />
      <main className={styles.page}>
        <section className={`${styles.card} ${styles.stateCard}`} data-testid="invite-card">
          {body}
        </section>
      </main>
    </>
  );
}
