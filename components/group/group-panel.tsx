'use client';

import { useFormatter } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { GroupFooter } from './group-footer';
import { GroupSummary } from './group-summary';
import { GroupToggles } from './group-toggles';
import { MemberList } from './member-list';
import { MemberSearch } from './member-search';
import { MuteAllControl } from './mute-all-control';
import type { PanelContext } from './panel-context';
import type { GroupView } from '@/lib/contract/answers';
import { useNow } from './use-group';
import styles from './group.module.css';

interface GroupPanelProps {
  group: GroupView;
  run: PanelContext['run'];
  notify: PanelContext['notify'];
  onLeft: () => void;
  onDeleted: () => void;
}

/** The management panel of a group, as the caller's role allows. */
export function GroupPanel({ group, run, notify, onLeft, onDeleted }: GroupPanelProps) {
  const format = useFormatter();
  const { data: me } = useCurrentUser();
  const myId = String(me?.id ?? me?._id ?? '');
  const now = useNow([group.muteAllUntil, ...Object.values(group.muted ?? {})]);
  const formatTime = useCallback((iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }), [format]);
  const ctx = useMemo<PanelContext>(
    () => ({
      group: { ...group, muted: group.muted ?? {}, nicknames: group.nicknames ?? {}, admins: group.admins ?? [] },
      myId,
      canManage: group.myRole === 'owner' || group.myRole === 'admin',
      isOwner: group.myRole === 'owner',
      now,
      run,
      notify,
      formatTime,
    }),
    [group, myId, now, run, notify, formatTime],
  );

  return (
    <article className={styles.card} data-testid="group-panel" data-role={group.myRole}>
      <GroupSummary ctx={ctx} />
      <MuteAllControl ctx={ctx} />
      <MemberSearch ctx={ctx} />
      <GroupToggles ctx={ctx} />
      <MemberList ctx={ctx} />
      <GroupFooter ctx={ctx} onLeft={onLeft} onDeleted={onDeleted} />
    </article>
  );
}
