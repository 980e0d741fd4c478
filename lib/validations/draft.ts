import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from '@/lib/contract/limits';
import { idSchema } from './chat';
import { langSchema } from './common';
import { issue } from './issue';

/** PUT /chat/{id}/draft: the text as typed (limited like a message's); an empty text clears. */
export const draftSchema = z.object({
  text: z.string({ error: 'VALIDATION_ERROR' }).max(MESSAGE_MAX_CHARS, { error: issue('TOO_LONG') }),
  replyTo: idSchema.nullable().optional(),
  lang: langSchema,
});

export type DraftInput = z.infer<typeof draftSchema>;
