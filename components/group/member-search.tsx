'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import buttons from '@/components/ui/button.module.css';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/client/api';
import { groupChanges, useGroupChange } from '@/lib/client/queries/group-changes';
import { useMemberSearch } from '@/lib/client/queries/user-search';
import type { PanelContext } from './panel-context';
import type { FoundUser } from '@/lib/contract/answers';
import styles from './group.module.css';
import { PanelSection } from './panel-section';

/** Search people (leaving out members) and add them; an added one shows "added". */
export function MemberSearch({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, notify, failed } = ctx;
  const [query, setQuery] = useState('');
  const [added, setAdded] = useState<Set<string>>(() => new Set());
  const results = useMemberSearch(group._id, query, (error) => notify(errorText(error, t('searchFailed'))));
  const addMember = useGroupChange(group._id, groupChanges.addMember, failed(t('addFailed')));

  if (!canManage) return null;
  const memberIds = new Set(group.members?.map((m) => m._id));

  const add = (user: FoundUser) => {
    setAdded((prev) => new Set(prev).add(user._id));
    addMember.mutateAsync(user).catch(() =>
      setAdded((prev) => {
        const next = new Set(prev);
        next.delete(user._id);
        return next;
      }),
    );
  };

  return (
    <PanelSection id="group-add" title={t('addMembers')}>
      <TextField
        label={t('searchLabel')}
        labelHidden
        name="memberSearch"
        type="search"
        placeholder={t('searchPlaceholder')}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {results && (
        <ul className={styles.results} aria-label={t('searchResults')}>
          {results.length === 0 && <li className={styles.muted}>{t('noResults')}</li>}
          {results.map((user) => {
            const isIn = added.has(user._id) || memberIds.has(user._id);
            return (
              <li key={user._id} className={styles.resultRow}>
                <Avatar src={user.avatar} alt="" size={36} />
                <span className={styles.memberText}>
                  <span className={styles.memberName}>{user.username}</span>
                  {user.email && <span className={styles.muted}>{user.email}</span>}
                </span>
                {isIn ? (
                  <span className={styles.addedTag}>{t('added')}</span>
                ) : (
                  <button type="button" className={buttons.primary} onClick={() => add(user)} aria-label={t('addUser', { name: user.username })}>
                    {t('add')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </PanelSection>
  );
}
