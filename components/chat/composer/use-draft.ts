'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { saveKeptCacheNow } from '@/lib/client/offline/persist-cache';
import { putDraft, setCachedDraft, type DraftContent } from '@/lib/client/queries/drafts';
import type { Chat } from '@/lib/contract/answers';

/** Typing pauses this long before the draft is saved: one call per pause, not per keystroke. */
export const DRAFT_SAVE_MS = 800;

const same = (a: DraftContent, b: DraftContent) => a.text === b.text && a.replyTo === b.replyTo;
const contentOf = (draft: Chat['draft']): DraftContent => ({ text: draft?.text ?? '', replyTo: draft?.replyTo ?? null });

/**
 * Keeps the composer's text and reply as the chat's draft on the server (API.md "Rich
 * messages"): saved after a pause, and at once when the chat closes or the page is hidden; the
 * chat list's copy changes with it. A draft written on another device replaces the text here
 * unless something typed here is not saved yet. `sent()` ends the draft (the server's send
 * removes its copy too).
 */
export function useDraft({ chat, text, replyTo, onRemoteText }: { chat: Chat; text: string; replyTo: string | null; onRemoteText: (text: string) => void }) {
  const queryClient = useQueryClient();
  const chatId = chat._id;
  const saved = useRef<DraftContent>(contentOf(chat.draft));
  const current = useRef<DraftContent>({ text, replyTo });
  const inFlight = useRef<Promise<unknown> | null>(null);

  const flush = useCallback(
    (keepalive = false) => {
      const next = current.current;
      if (same(next, saved.current)) return;
      const previous = saved.current;
      saved.current = next;
      const blank = !next.text.trim();
      setCachedDraft(queryClient, chatId, blank ? null : { ...next, updatedAt: new Date().toISOString() });
      const call = putDraft(chatId, blank ? { text: '', replyTo: null } : next, keepalive).catch(() => {
        // Not saved: the next change (or leaving the chat) tries again.
        if (saved.current === next) saved.current = previous;
      });
      inFlight.current = call;
      void call.finally(() => {
        if (inFlight.current === call) inFlight.current = null;
      });
    },
    [queryClient, chatId],
  );

  useEffect(() => {
    current.current = { text, replyTo };
    const timer = setTimeout(() => flush(), DRAFT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [text, replyTo, flush]);

  // Leaving the chat, or the page going away (closed tab, phone app switched): save now.
  useEffect(() => {
    const onHide = () => flush(true);
    const onVisibility = () => document.visibilityState === 'hidden' && flush(true);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush(true);
    };
  }, [flush]);

  // Another device's draft (draft_updated, through the chat list's cache).
  const remoteText = chat.draft?.text ?? '';
  const remoteReply = chat.draft?.replyTo ?? null;
  useEffect(() => {
    const remote = { text: remoteText, replyTo: remoteReply };
    if (same(remote, saved.current) || !same(current.current, saved.current)) return;
    saved.current = remote;
    current.current = remote;
    onRemoteText(remote.text);
  }, [remoteText, remoteReply, onRemoteText]);

  /** The text was sent: no draft any more, also should a save still be on its way. */
  const sent = useCallback(() => {
    const empty = { text: '', replyTo: null };
    saved.current = empty;
    current.current = empty;
    setCachedDraft(queryClient, chatId, null);
    saveKeptCacheNow();
    const pending = inFlight.current;
    if (pending) void pending.then(() => putDraft(chatId, empty).catch(() => undefined));
  }, [queryClient, chatId]);

  return { sent };
}
