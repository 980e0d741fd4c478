import { mapEntry } from '@/lib/db/map-field';

/** A draft as the chat's document keeps it, under its member's id. */
export interface DraftDoc {
  text?: string | null;
  replyTo?: unknown;
  updatedAt?: Date | string | null;
}

/** A stored draft as chat answers and `draft_updated` carry it. */
export const wireDraft = (draft: DraftDoc) => ({
  text: draft.text ?? '',
  replyTo: draft.replyTo ? String(draft.replyTo) : null,
  updatedAt: new Date(draft.updatedAt ?? Date.now()).toISOString(),
});

export type WireDraft = ReturnType<typeof wireDraft>;

/** This viewer's draft in a chat read from the database. */
export function draftOf(chat: { drafts?: unknown }, viewerId: string): WireDraft | null {
  const draft = mapEntry<DraftDoc>(chat.drafts, viewerId);
  return draft?.text ? wireDraft(draft) : null;
}
