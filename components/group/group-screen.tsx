'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { ChevronLeftIcon } from '@/components/ui/icons';
import buttons from '@/components/ui/button.module.css';
import { Toaster, useToaster } from '@/components/ui/toaster';
import { BackToChatBar } from '@/components/ui/back-to-chat-bar';
import { ApiClientError, errorText } from '@/lib/client/api';
import { NOTICE_MS } from '@/lib/client/chat/timings';
import { useDelayedNavigation } from '@/lib/client/use-delayed-navigation';
import { GroupPanel } from './group-panel';
import { JoinCard } from './join-card';
import { isMemberView, useGroup, useGroupLive } from '@/lib/client/queries/group';
import styles from './group.module.css';

/** After leaving, the page goes to /chat after 1.4 s (SPEC.md section 9). */
export const LEAVE_REDIRECT_MS = 1400;

/** /group/{id}: loading, not found, a public group's join card, or the management panel. Live. */
export function GroupScreen({ id }: { id: string }) {
  const t = useTranslations('group');
  const router = useRouter();
  const goLater = useDelayedNavigation();
  const query = useGroup(id);
  // One failure notice at a time (SPEC.md section 8: 4 s).
  const { toasts, notify } = useToaster({ duration: NOTICE_MS, max: 1 });
  const notifyError = useCallback((text: string) => notify(text, 'error'), [notify]);
  const [ended, setEnded] = useState<'deleted' | 'left' | null>(null);
  const paused = useRef(false);
  useGroupLive(id, () => setEnded('deleted'), paused);

  const onLeft = () => {
    paused.current = true;
    setEnded('left');
    goLater('/chat', LEAVE_REDIRECT_MS);
  };
  const onDeleted = () => {
    paused.current = true;
    setEnded('deleted');
    router.replace('/chat');
  };

  const backLink = (
    <Link href="/chat" className={buttons.secondary}>
      <ChevronLeftIcon size={18} />
      {t('backToChat')}
    </Link>
  );

  // A refusal on a later read (removed from the group, group gone) outweighs the data kept from before.
  const refused = query.error instanceof ApiClientError && (query.error.status === 403 || query.error.status === 404);
  let body: React.ReactNode;
  if (ended) {
    body = (
      <section className={`${styles.card} ${styles.stateCard}`}>
        <h2 className={styles.stateTitle} role="status" data-testid="group-ended">
          {ended === 'left' ? t('left') : t('deleted')}
        </h2>
        {backLink}
      </section>
    );
  } else if (query.data && !refused) {
    body = isMemberView(query.data) ? (
      <GroupPanel group={query.data} notify={notifyError} onLeft={onLeft} onDeleted={onDeleted} />
    ) : (
      <JoinCard preview={query.data} />
    );
  } else if (query.error) {
    const code = query.error instanceof ApiClientError ? query.error.code : '';
    const detail = code === 'NOT_A_MEMBER' ? errorText(query.error, '') : '';
    body = (
      <section className={`${styles.card} ${styles.stateCard}`}>
        <h2 className={styles.stateTitle} data-testid="group-not-found">
          {code === 'NOT_A_MEMBER' ? t('unableToJoin') : t('notFound')}
        </h2>
        {detail && <p className={styles.muted}>{detail}</p>}
        {backLink}
      </section>
    );
  } else {
    body = (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }

  return (
    <>
      <BackToChatBar title={t('title')} backLabel={t('backToChat')} />
      <main className={styles.page}>{body}</main>
      <Toaster toasts={toasts} testId="group-notice" />
    </>
  );
}
