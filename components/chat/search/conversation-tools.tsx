'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { Chat } from '@/lib/contract/answers';
import { CalendarIcon, SearchIcon } from '@/components/ui/icons';
import { ConversationSearchBar } from './conversation-search-bar';
import { JumpToDate } from './jump-to-date';
import styles from './search.module.css';
import { IconButton } from '@/components/ui/icon-button';

/**
 * The open chat's search and jump-to-date buttons in the header, with what they open: the
 * search bar (under the header, positioned against it) and the date dialog.
 */
export function ConversationTools({ chat }: { chat: Chat }) {
  const t = useTranslations('search');
  // Which chat the bar was opened in: opening another chat closes it without an effect.
  const [searchIn, setSearchIn] = useState<string | null>(null);
  const [dateOpen, setDateOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searching = searchIn === chat._id;

  const closeSearch = () => {
    setSearchIn(null);
    searchButton.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={searchButton}
        label={t('open')}
        className={styles.toolButton}
        onClick={() => (searching ? closeSearch() : setSearchIn(chat._id))}
        aria-pressed={searching}
        aria-expanded={searching}
      >
        <SearchIcon />
      </IconButton>
      <IconButton label={t('jumpToDate')} className={styles.toolButton} onClick={() => setDateOpen(true)} aria-haspopup="dialog">
        <CalendarIcon />
      </IconButton>
      {searching && <ConversationSearchBar key={chat._id} chatId={chat._id} onClose={closeSearch} />}
      <JumpToDate open={dateOpen} chatId={chat._id} onClose={() => setDateOpen(false)} />
    </>
  );
}
