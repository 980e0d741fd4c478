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

/** This viewer's draft in a chat read from the database (lean: a plain object keyed by member id). */
export function draftOf(chat: { drafts?: unknown }, viewerId: string): WireDraft | null {
  const drafts = chat.drafts as Record<string, DraftDoc | undefined> | Map<string, DraftDoc> | undefined;
  const draft = drafts instanceof Map ? drafts.get(viewerId) : drafts?.[viewerId];
  return draft?.text ? wireDraft(draft) : null;
}
