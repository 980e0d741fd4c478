'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import buttons from '@/components/ui/button.module.css';
import fields from '@/components/ui/field.module.css';
import { errorText } from '@/lib/client/api';
import { groupCalls } from '@/lib/client/queries/group-calls';
import type { PanelContext } from './panel-context';
import type { FoundUser } from '@/lib/contract/answers';
import { memberObjects } from './types';
import { useMemberSearch } from './use-member-search';
import styles from './group.module.css';

export { MEMBER_SEARCH_MIN } from './use-member-search';

/** Search people (leaving out members) and add them; an added one shows "added". */
export function MemberSearch({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, run, notify } = ctx;
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [added, setAdded] = useState<Set<string>>(() => new Set());
  const results = useMemberSearch(group._id, query, (error) => notify(errorText(error, t('searchFailed'))));

  if (!canManage) return null;
  const memberIds = new Set(memberObjects(group).map((m) => m._id));

  const add = async (user: FoundUser) => {
    setAdded((prev) => new Set(prev).add(user._id));
    const answer = await run({
      optimistic: (g) => ({
        ...g,
        members: g.members ? [...g.members, { _id: user._id, id: user._id, username: user.username, avatar: user.avatar, name: user.name }] : g.members,
        memberCount: g.memberCount + 1,
      }),
      call: () => groupCalls.addMember(group._id, user._id),
      fallback: t('addFailed'),
    });
    if (!answer)
      setAdded((prev) => {
        const next = new Set(prev);
        next.delete(user._id);
        return next;
      });
  };

  return (
    <section className={styles.section} aria-labelledby="group-add">
      <h3 id="group-add" className={styles.sectionTitle}>
        {t('addMembers')}
      </h3>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        className={fields.input}
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
                  <button type="button" className={buttons.primary} onClick={() => void add(user)} aria-label={t('addUser', { name: user.username })}>
                    {t('add')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
