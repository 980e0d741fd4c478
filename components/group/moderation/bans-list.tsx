'use client';

import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { useBans, useUnban } from '@/lib/client/queries/group-moderation';
import type { PanelContext } from '../panel-context';
import { ListSection } from './list-section';
import { personName } from './person-name';
import styles from '../group.module.css';

/** Who is banned, by whom, why and when; lifting a ban lets them join by a link again. */
export function BansList({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('moderation');
  const { group, notify, formatTime } = ctx;
  const bans = useBans(group._id);
  const unban = useUnban(group._id);
  const rows = bans.data ?? [];
  const gone = t('unknownPerson');

  return (
    <ListSection id="group-bans" title={t('bans')} count={rows.length} failed={bans.isError} loaded={bans.isSuccess} empty={t('noBans')} testId="bans">
      {rows.length > 0 && (
        <ul className={styles.memberList}>
          {rows.map((ban) => {
            const name = personName(ban.user, gone);
            return (
              <li key={ban.user?.id ?? ban.at} className={styles.memberRow} data-testid="ban-row">
                <Avatar src={ban.user?.avatar} alt="" size={40} />
                <span className={styles.memberText}>
                  <span className={styles.memberName}>{name}</span>
                  <span className={styles.muted}>{t('bannedBy', { name: personName(ban.by, gone), time: formatTime(ban.at) })}</span>
                  {ban.reason && <span className={styles.breakAll}>{t('reasonIs', { reason: ban.reason })}</span>}
                </span>
                {ban.user && (
                  <button
                    type="button"
                    className={buttons.secondary}
                    disabled={unban.isPending}
                    aria-label={t('unbanName', { name })}
                    onClick={() => unban.mutate(ban.user!.id, { onError: (error) => notify(errorText(error, t('unbanFailed'))) })}
                  >
                    {t('unban')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ListSection>
  );
}
