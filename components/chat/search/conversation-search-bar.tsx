'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { MESSAGE_SEARCH_DEBOUNCE_MS } from '@/lib/client/search/query';
import { useHitCursor } from '@/lib/client/search/use-hit-cursor';
import { useMessageSearch } from '@/lib/client/queries/message-search';
import { useChatScreen } from '../chat-context';
import sidebar from '../sidebar/sidebar.module.css';
import { useDebounced } from '@/lib/client/use-debounced';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import styles from './search.module.css';
import { IconButton } from '@/components/ui/icon-button';

/**
 * Search in the open chat: a bar under the header. The newest hit is shown at once
 * (the conversation scrolls to it and highlights it); ↑ / Enter / Arrow Up go to older hits,
 * ↓ / Shift+Enter / Arrow Down to newer ones; Escape closes.
 */
export function ConversationSearchBar({ chatId, onClose }: { chatId: string; onClose: () => void }) {
  const t = useTranslations('search');
  const { openChatAt } = useChatScreen();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), MESSAGE_SEARCH_DEBOUNCE_MS);
  const search = useMessageSearch(query, chatId);
  const cursor = useHitCursor(search, query);
  const shownId = cursor.current?._id;

  // Each hit the cursor lands on is shown, the first one as soon as the results arrive.
  useEffect(() => {
    if (shownId) openChatAt(chatId, shownId);
  }, [chatId, shownId, openChatAt]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const olderKey = (event.key === 'Enter' && !event.shiftKey) || event.key === 'ArrowUp';
    const newerKey = (event.key === 'Enter' && event.shiftKey) || event.key === 'ArrowDown';
    if (event.key === 'Escape') onClose();
    else if (olderKey) void cursor.older();
    else if (newerKey) cursor.newer();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const status = !search.active
    ? ''
    : search.loading
      ? t('searching')
      : search.failed
        ? t('failed')
        : search.hits.length === 0
          ? t('noResults')
          : t(search.hasMore ? 'counterMore' : 'counter', { current: cursor.index + 1, total: search.hits.length });

  return (
    <div className={styles.bar} role="search" aria-label={t('inChat')} data-testid="conversation-search">
      {/* the sidebar's search field, so the two search boxes look alike */}
      <div className={sidebar.search}>
        <SearchIcon size={17} />
        <input
          type="search"
          className={sidebar.searchInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          aria-describedby="conversation-search-status"
          autoComplete="off"
          enterKeyHint="search"
          autoFocus
        />
      </div>
      <span id="conversation-search-status" className={styles.barStatus} role="status" data-testid="search-counter">
        {status}
      </span>
      <IconButton label={t('older')} onClick={() => void cursor.older()} disabled={!cursor.canOlder}>
        <ChevronUpIcon />
      </IconButton>
      <IconButton label={t('newer')} onClick={cursor.newer} disabled={!cursor.canNewer}>
        <ChevronDownIcon />
      </IconButton>
      <IconButton label={t('close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
