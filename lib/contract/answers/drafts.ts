import { z } from 'zod';
import { isoDate, objectId } from './common';

/** What the viewer was typing in a chat (lib/drafts), as chat answers and `draft_updated` carry it. */
export const chatDraftSchema = z.object({
  text: z.string(),
  /** the message the draft answers, null when none */
  replyTo: objectId.nullable(),
  updatedAt: isoDate,
});
export type ChatDraft = z.infer<typeof chatDraftSchema>;
