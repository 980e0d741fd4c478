'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { useDecideJoinRequest, useJoinRequests } from '@/lib/client/queries/group-moderation';
import { queryKeys } from '@/lib/client/queries/keys';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { PanelContext } from '../panel-context';
import { ListSection } from './list-section';
import { personName } from './person-name';
import styles from '../group.module.css';

/** People waiting to join through a link that requires approval: approve or decline. Live. */
export function JoinRequests({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('moderation');
  const { group, notify, formatTime } = ctx;
  const queryClient = useQueryClient();
  const requests = useJoinRequests(group._id);
  const decide = useDecideJoinRequest(group._id);
  // A request uses its link: the links' use counts change with the list.
  useSocketEvent('join_request', (event) => {
    if (event.chatId !== group._id) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.joinRequests(group._id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.invites(group._id) });
  });
  const rows = requests.data ?? [];

  const onDecide = (userId: string, approve: boolean) =>
    decide.mutate({ userId, approve }, { onError: (error) => notify(errorText(error, approve ? t('approveFailed') : t('declineFailed'))) });

  return (
    <ListSection
      id="group-join-requests"
      title={t('joinRequests')}
      count={rows.length}
      failed={requests.isError}
      loaded={requests.isSuccess}
      empty={t('noJoinRequests')}
      testId="join-requests"
    >
      {rows.length > 0 && (
        <ul className={styles.memberList}>
          {rows.map((row) => {
            const name = personName(row.user, t('unknownPerson'));
            const userId = row.user?.id ?? '';
            return (
              <li key={userId} className={styles.memberRow} data-testid="join-request-row">
                <Avatar src={row.user?.avatar} alt="" size={40} />
                <span className={styles.memberText}>
                  <span className={styles.memberName}>{name}</span>
                  <span className={styles.muted}>{t('askedAt', { time: formatTime(row.at) })}</span>
                </span>
                <span className={styles.rowActions}>
                  <button type="button" className={buttons.primary} disabled={decide.isPending} onClick={() => onDecide(userId, true)} aria-label={t('approveName', { name })}>
                    {t('approve')}
                  </button>
                  <button type="button" className={buttons.secondary} disabled={decide.isPending} onClick={() => onDecide(userId, false)} aria-label={t('declineName', { name })}>
                    {t('decline')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ListSection>
  );
}
