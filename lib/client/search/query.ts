// What the message search (GET /api/messages/search) accepts, so the client does not ask for
// what the server answers with nothing.
import { parseQuery } from '@/lib/search/query';

export const MESSAGE_SEARCH_PAGE_SIZE = 20;
/** the search runs this long after the last keystroke */
export const MESSAGE_SEARCH_DEBOUNCE_MS = 250;

/**
 * Whether the server searches this text: a word of 2 letters or more, or 1 Chinese, Japanese or
 * Korean character (the server's own parser decides, so the two never disagree).
 */
export const isSearchable = (text: string): boolean => parseQuery(text) !== null;
