import { z } from 'zod';
import { idSchema } from './chat';
import { issue } from './issue';
import { SEARCH_QUERY_MAX_CHARS } from '@/lib/contract/limits';

export const SEARCH_PAGE_DEFAULT = 20;
export const SEARCH_PAGE_MAX = 50;

export const searchQuerySchema = z.object({
  q: z.string({ error: 'VALIDATION_ERROR' }).max(SEARCH_QUERY_MAX_CHARS, { error: issue('TOO_LONG') }).default(''),
  chatId: idSchema.optional(),
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: 'VALIDATION_ERROR' })
    .int({ error: 'VALIDATION_ERROR' })
    .min(1, { error: 'VALIDATION_ERROR' })
    .max(SEARCH_PAGE_MAX, { error: issue('TOO_LONG') })
    .default(SEARCH_PAGE_DEFAULT),
  lang: z.string().optional(),
});
