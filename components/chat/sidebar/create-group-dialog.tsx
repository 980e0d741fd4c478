'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { avatarSrc } from '@/lib/client/chat/display';
import { useCreateGroup } from '@/lib/client/queries/chat-mutations';
import type { Chat, FoundUser } from '@/lib/contract/answers';
import { Avatar } from '@/components/ui/avatar';
import { CloseIcon } from '@/components/ui/icons';
import { Dialog } from '@/components/ui/dialog';
import { DialogField } from '../ui/dialog-field';
import ui from '../ui/ui.module.css';
import styles from './sidebar.module.css';
import { useUserSearch } from '@/lib/client/queries/user-search';
import { GROUP_NAME_MAX } from '@/lib/contract/limits';

/** The group-creation dialog: a name (required) and members found by search (from 2 characters). */
export function CreateGroupDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (chat: Chat) => void }) {
  const t = useTranslations('sidebar');
  const common = useTranslations('common');
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<FoundUser[]>([]);
  const [missingName, setMissingName] = useState(false);
  const { users, searching, active } = useUserSearch(query);
  const createGroup = useCreateGroup();
  const error = missingName ? t('groupNameRequired') : createGroup.isError ? errorText(createGroup.error, t('groupCreateFailed')) : '';

  const toggle = (user: FoundUser) =>
    setSelected((list) => (list.some((u) => u._id === user._id) ? list.filter((u) => u._id !== user._id) : [...list, user]));

  const submit = () => {
    setMissingName(!name.trim());
    if (!name.trim()) return;
    createGroup.mutate(
      { name: name.trim(), members: selected.map((u) => u._id) },
      {
        onSuccess: (chat) => {
          onCreated(chat);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      closeOnBackdrop
      onClose={onClose}
      title={t('createGroup')}
      size="medium"
      footer={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {common('cancel')}
          </button>
          <button type="submit" form="create-group-form" className={buttons.primary} disabled={createGroup.isPending || createGroup.isSuccess}>
            {t('create')}
          </button>
        </>
      }
    >
      <form
        id="create-group-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogField
          id="group-name"
          label={t('groupName')}
          value={name}
          maxLength={GROUP_NAME_MAX}
          autoFocus
          autoComplete="off"
          aria-invalid={!!error && !name.trim()}
          aria-describedby="group-error"
          onChange={(event) => {
            setName(event.target.value);
            // typing clears the notice
            setMissingName(false);
            createGroup.reset();
          }}
          note={
            <p id="group-error" className={ui.error} role="alert">
              {error}
            </p>
          }
        />
        <DialogField
          id="group-member-search"
          label={t('addMembers')}
          type="search"
          value={query}
          placeholder={t('memberSearchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          note={!active && query.trim().length > 0 && <p className={ui.hint}>{t('searchMin')}</p>}
        />
        {selected.length > 0 && (
          <ul className={styles.chips} aria-label={t('selectedMembers', { count: selected.length })}>
            {selected.map((user) => (
              <li key={user._id} className={styles.chip}>
                <Avatar src={avatarSrc(user.avatar)} size={22} />
                <span>{user.username}</span>
                <button type="button" className={styles.chipRemove} onClick={() => toggle(user)} aria-label={t('removeMember', { name: user.username })}>
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {active && (
          <ul className={ui.choiceList} aria-label={t('searchResults')} aria-busy={searching}>
            {users.map((user) => {
              const checked = selected.some((u) => u._id === user._id);
              return (
                <li key={user._id}>
                  <label className={ui.choice}>
                    <input type="checkbox" checked={checked} onChange={() => toggle(user)} />
                    <Avatar src={avatarSrc(user.avatar)} size={32} />
                    <span className={ui.choiceName}>
                      {user.username}
                      {user.email && <span className={styles.resultSub}> · {user.email}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
            {!searching && users.length === 0 && <li className={ui.hint}>{t('noPeople')}</li>}
          </ul>
        )}
      </form>
    </Dialog>
  );
}
