'use client';

import { useFormatter } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { errorText } from '@/lib/client/api';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { useNow } from '@/lib/client/use-now';
import { GroupFooter } from './group-footer';
import { GroupSummary } from './group-summary';
import { GroupToggles } from './group-toggles';
import { MemberList } from './member-list';
import { MemberSearch } from './member-search';
import { ModerationPanel } from './moderation/moderation-panel';
import { MuteAllControl } from './mute-all-control';
import type { PanelContext } from './panel-context';
import { SlowModeControl } from './slow-mode-control';
import type { GroupView } from '@/lib/contract/answers';
import styles from './group.module.css';

interface GroupPanelProps {
  group: GroupView;
  notify: PanelContext['notify'];
  onLeft: () => void;
  onDeleted: () => void;
}

/** The management panel of a group, as the caller's role allows. */
export function GroupPanel({ group, notify, onLeft, onDeleted }: GroupPanelProps) {
  const format = useFormatter();
  const { data: me } = useCurrentUser();
  const myId = me?.id ?? '';
  const now = useNow([group.muteAllUntil, ...Object.values(group.muted)]);
  const formatTime = useCallback((iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }), [format]);
  const ctx = useMemo<PanelContext>(
    () => ({
      group,
      myId,
      canManage: group.myRole === 'owner' || group.myRole === 'admin',
      isOwner: group.myRole === 'owner',
      now,
      notify,
      failed: (fallback) => (error) => notify(errorText(error, fallback)),
      formatTime,
    }),
    [group, myId, now, notify, formatTime],
  );

  return (
    <article className={styles.card} data-testid="group-panel" data-role={group.myRole}>
      <GroupSummary ctx={ctx} />
      <MuteAllControl ctx={ctx} />
      <SlowModeControl ctx={ctx} />
      <MemberSearch ctx={ctx} />
      <GroupToggles ctx={ctx} />
      <MemberList ctx={ctx} />
      <ModerationPanel ctx={ctx} />
      <GroupFooter ctx={ctx} onLeft={onLeft} onDeleted={onDeleted} />
    </article>
  );
}
