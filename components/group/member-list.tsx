'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { AdminCrown, isVerified, VerifiedBadge } from '@/components/profile/badges';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { groupChanges, useGroupChange } from '@/lib/client/queries/group-changes';
import { isFuture } from '@/lib/client/use-now';
import { DateTimeDialog } from './datetime-dialog';
import { BanDialog } from './moderation/ban-dialog';
import { NicknameDialog } from './nickname-dialog';
import type { PanelContext } from './panel-context';
import type { ChatRole, Member } from '@/lib/contract/answers';
import { roleOf } from './types';
import styles from './group.module.css';
import { MoreVerticalIcon } from '@/components/ui/icons';
import { PanelSection } from './panel-section';

type Asking =
  | { kind: 'transfer' | 'remove' | 'mute' | 'nickname' | 'ban'; member: Member; name: string }
  | null;

const RANK: Record<ChatRole, number> = { owner: 0, admin: 1, member: 2 };

/**
 * The member list with each member's actions by role (SPEC.md section 6). Owner: admin role,
 * ownership, anyone's nickname. Owner and admins: mute and remove, never the owner or
 * themselves. Everyone: their own nickname. Plain members of a group that hides its list see a
 * notice instead.
 */
export function MemberList({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const tm = useTranslations('moderation');
  const { group, myId, canManage, isOwner, now, failed, formatTime } = ctx;
  const [asking, setAsking] = useState<Asking>(null);
  const setAdmin = useGroupChange(group._id, groupChanges.setAdmin, failed(t('adminFailed')));
  const mute = useGroupChange(group._id, groupChanges.muteMember, (error, { until }) => failed(until ? t('muteFailed') : t('unmuteFailed'))(error));
  const setNickname = useGroupChange(group._id, groupChanges.setNickname, (error, { nickname }) =>
    failed(nickname ? t('nicknameFailed') : t('nicknameRemoveFailed'))(error),
  );
  const transfer = useGroupChange(group._id, groupChanges.transferOwner, failed(t('transferFailed')));
  const remove = useGroupChange(group._id, groupChanges.removeMember, failed(t('removeFailed')));

  if (!group.members) {
    return (
      <PanelSection id="group-members" title={t('members')}>
        <p className={styles.infoBox} data-testid="member-list-hidden">
          {t('listHidden')}
        </p>
      </PanelSection>
    );
  }

  const members = [...group.members].sort((a, b) => RANK[roleOf(group, a._id)] - RANK[roleOf(group, b._id)]);
  const displayName = (m: Member) => group.nicknames[m._id] || m.username;
  const close = () => setAsking(null);
  const nameMember = (member: Member, nickname: string) => setNickname.mutate({ memberId: member._id, nickname });

  const confirmPending = () => {
    if (!asking) return;
    const { kind, member } = asking;
    close();
    if (kind === 'transfer') transfer.mutate(member._id);
    else if (kind === 'remove') remove.mutate(member._id);
  };

  return (
    <PanelSection
      id="group-members"
      title={
        <>
          {t('members')} <span className={styles.countPill}>{group.memberCount}</span>
        </>
      }
    >
      <ul className={styles.memberList} data-testid="member-list">
        {members.map((member) => {
          const role = roleOf(group, member._id);
          const self = member._id === myId;
          const name = displayName(member);
          const mutedUntil = group.muted[member._id];
          const muted = isFuture(mutedUntil, now);
          const actions: { key: string; label: string; onSelect: () => void; danger?: boolean }[] = [];
          if (isOwner && !self) {
            actions.push(
              role === 'admin'
                ? { key: 'demote', label: t('removeAdmin'), onSelect: () => setAdmin.mutate({ userId: member._id, admin: false }) }
                : { key: 'promote', label: t('makeAdmin'), onSelect: () => setAdmin.mutate({ userId: member._id, admin: true }) },
              { key: 'transfer', label: t('transferOwner'), onSelect: () => setAsking({ kind: 'transfer', member, name }) },
            );
          }
          if (isOwner || self) actions.push({ key: 'nickname', label: t('setNickname'), onSelect: () => setAsking({ kind: 'nickname', member, name }) });
          if (canManage && !self && role !== 'owner') {
            actions.push(
              muted
                ? { key: 'unmute', label: t('unmute'), onSelect: () => mute.mutate({ memberId: member._id, until: false }) }
                : { key: 'mute', label: t('mute'), onSelect: () => setAsking({ kind: 'mute', member, name }) },
              { key: 'remove', label: t('remove'), onSelect: () => setAsking({ kind: 'remove', member, name }), danger: true },
              { key: 'ban', label: tm('removeAndBan'), onSelect: () => setAsking({ kind: 'ban', member, name }), danger: true },
            );
          }
          return (
            <li key={member._id} className={styles.memberRow} data-testid="member-row" data-member-id={member._id}>
              <Link href={`/profile/${member._id}`} className={styles.memberLink} aria-label={t('viewProfile', { name })}>
                <Avatar src={member.avatar} alt="" size={40} />
              </Link>
              <span className={styles.memberText}>
                <span className={styles.memberName}>
                  <span className={styles.breakAll} data-testid="member-name">
                    {name}
                  </span>
                  {isVerified(member.specialBadges) && <VerifiedBadge label={t('verified')} size={16} />}
                  {member.isAdmin && <AdminCrown label={t('siteAdmin')} size={16} />}
                  {self && <span className={styles.muted}>({t('you')})</span>}
                </span>
                {name !== member.username && <span className={styles.muted}>@{member.username}</span>}
                <span className={styles.tags}>
                  {role !== 'member' && (
                    <span className={role === 'owner' ? styles.ownerTag : styles.adminTag} data-testid="member-role">
                      {t(role)}
                    </span>
                  )}
                  {muted && (
                    <span className={styles.mutedTag} data-testid="member-muted">
                      {t('mutedUntil', { time: formatTime(mutedUntil) })}
                    </span>
                  )}
                </span>
              </span>
              {actions.length > 0 && (
                <DropdownMenu.Root modal={false}>
                  <DropdownMenu.Trigger className={styles.menuButton} aria-label={t('actionsFor', { name })}>
                    <MoreVerticalIcon size={18} />
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
                      {actions.map((action) => (
                        <DropdownMenu.Item key={action.key} className={action.danger ? styles.menuItemDanger : styles.menuItem} onSelect={action.onSelect}>
                          {action.label}
                        </DropdownMenu.Item>
                      ))}
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu.Root>
              )}
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        open={asking?.kind === 'transfer' || asking?.kind === 'remove'}
        message={
          asking?.kind === 'transfer' ? t('transferConfirm', { name: asking.name }) : asking ? t('removeConfirm', { name: asking.name }) : ''
        }
        confirmLabel={asking?.kind === 'transfer' ? t('transferOwner') : t('remove')}
        onConfirm={confirmPending}
        onCancel={close}
      />
      {asking?.kind === 'mute' && (
        <DateTimeDialog
          title={t('muteMemberTitle', { name: asking.name })}
          confirmLabel={t('mute')}
          onConfirm={(until) => {
            mute.mutate({ memberId: asking.member._id, until: until.toISOString() });
            close();
          }}
          onClose={close}
        />
      )}
      {asking?.kind === 'ban' && <BanDialog groupId={group._id} memberId={asking.member._id} name={asking.name} onClose={close} />}
      {asking?.kind === 'nickname' && (
        <NicknameDialog
          name={asking.member.username}
          current={group.nicknames[asking.member._id] ?? ''}
          onSave={(nickname) => {
            nameMember(asking.member, nickname);
            close();
          }}
          onRemove={() => {
            nameMember(asking.member, '');
            close();
          }}
          onClose={close}
        />
      )}
    </PanelSection>
  );
}
