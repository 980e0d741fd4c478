'use client';

import { useRef, type KeyboardEvent } from 'react';

/**
 * The results walked with the arrow keys: each row's main button (chats, people, messages) and
 * buttons marked `data-result-nav` ("Load more").
 */
const ITEMS = 'li > button:first-child, [data-result-nav]';

/**
 * Keyboard use of the sidebar search: Arrow Down from the input goes into the results, Arrow
 * Up / Down move between them (Up from the first one back to the input), Home / End jump,
 * Enter opens (a button's own click), Escape goes back to the input and, there, clears it.
 */
export function useResultKeys(onClear: () => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>(ITEMS) ?? []).filter((item) => !item.disabled);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') items()[0]?.focus();
    else if (event.key === 'Escape' && event.currentTarget.value) onClear();
    else return;
    event.preventDefault();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    const all = items();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const input = inputRef.current;
    if (event.key === 'ArrowDown') all[Math.min(at + 1, all.length - 1)].focus();
    else if (event.key === 'ArrowUp') (at === 0 ? input : all[at - 1])?.focus();
    else if (event.key === 'Home') all[0].focus();
    else if (event.key === 'End') all[all.length - 1].focus();
    else if (event.key === 'Escape') input?.focus();
    else return;
    event.preventDefault();
  };

  return { inputRef, listRef, onInputKeyDown, onListKeyDown };
}
