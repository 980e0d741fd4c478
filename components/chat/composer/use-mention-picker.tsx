'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { insertMention, matchMembers, mentionQueryAt, type MentionQuery } from '@/lib/client/chat/mentions';
import type { Chat, Member } from '@/lib/contract/answers';
import { MentionPicker } from './mention-picker';
import { useMentionMembers } from './use-mention-members';

interface MentionPickerOptions {
  chat: Chat;
  myId: string;
  text: string;
  setText: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Typing `@` in a group's composer offers its members: the list filters as the name is typed,
 * ArrowUp/ArrowDown move, Enter or Tab picks, Escape closes (until another `@` is typed), a
 * press picks. Picking writes `@username ` into the text; the server finds the mention there.
 * Answers the props for the text field, its key handler (true when it used the key) and the list.
 */
export function useMentionPicker({ chat, myId, text, setText, textarea }: MentionPickerOptions) {
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const typing: MentionQuery | null = chat.type === 'group' ? mentionQueryAt(text, Math.min(caret, text.length)) : null;
  const candidates = useMentionMembers(chat, !!typing);
  const members = typing ? matchMembers({ ...chat, members: candidates }, myId, typing.query) : [];
  const open = !!typing && typing.start !== dismissedAt && members.length > 0;
  const current = Math.min(active, Math.max(0, members.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  /** Follows the caret (typing, clicks, arrow keys in the text), and starts a new list at the first member. */
  const track = (area: HTMLTextAreaElement) => {
    if (area.selectionStart !== caret) setActive(0);
    setCaret(area.selectionStart);
    // Out of the closed mention: the next `@` opens the list again, even at the same place.
    if (!mentionQueryAt(area.value, area.selectionStart)) setDismissedAt(null);
  };

  // Where the caret goes once React has written a picked name into the field: put there in the
  // same commit, before the next key press can land somewhere else (a frame later it could).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    caretAfterPick.current = null;
    if (at === null) return;
    textarea.current?.focus();
    textarea.current?.setSelectionRange(at, at);
  }, [text, textarea]);

  const pick = (member: Member) => {
    if (!typing) return;
    const next = insertMention(text, typing, caret, member.username);
    caretAfterPick.current = next.caret;
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) setActive((current + moves[event.key] + members.length) % members.length);
    else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') pick(members[current]);
    else if (event.key === 'Escape') setDismissedAt(typing!.start);
    else return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  };

  const inputProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(current) : undefined,
  };

  const picker = open ? <MentionPicker id={listId} members={members} active={current} optionId={optionId} onPick={pick} onHover={setActive} /> : null;
  return { inputProps, onKeyDown, track, picker };
}
