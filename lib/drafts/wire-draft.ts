import type { DraftFields } from '@/models/Draft';

export type DraftDoc = Pick<DraftFields, 'text' | 'replyTo' | 'updatedAt'> & { user: unknown; chat: unknown };

/** A stored draft as chat answers and `draft_updated` carry it. */
export const wireDraft = (draft: DraftDoc) => ({
  text: draft.text ?? '',
  replyTo: draft.replyTo ? String(draft.replyTo) : null,
  updatedAt: new Date(draft.updatedAt ?? Date.now()).toISOString(),
});

export type WireDraft = ReturnType<typeof wireDraft>;
