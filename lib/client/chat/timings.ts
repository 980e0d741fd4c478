// Timings and limits of the chat screen (SPEC.md sections 4, 5 and 9). The timer logic that uses
// them lives in framework-free functions beside this file, unit-tested with fake timers.

/** long press on a chat row opens its context menu */
export const CHAT_ROW_LONG_PRESS_MS = 520;
/** long press on a message opens its context menu */
export const MESSAGE_LONG_PRESS_MS = 420;
/** hovering a message's reaction button this long opens the reaction strip */
export const REACTION_HOVER_MS = 800;
/** the message context menu closes by itself after this long */
export const MESSAGE_MENU_AUTO_CLOSE_MS = 4000;
/** stop_typing is sent this long after the last keystroke */
export const TYPING_STOP_MS = 1500;
/** while typing goes on, `typing` is sent again this often (so the other side's indicator stays) */
export const TYPING_REPEAT_MS = 3000;
/** another member's typing indicator goes away this long after their last `typing` (a lost stop_typing) */
export const TYPING_EXPIRE_MS = 6000;
/** new-message toast */
export const NEW_MESSAGE_TOAST_MS = 3500;
/** notices (failed actions, muted sends) */
export const NOTICE_MS = 4000;
/** highlight of a message jumped to */
export const HIGHLIGHT_MS = 1800;
/** "at the bottom" of the history: within this many pixels of the end */
export const BOTTOM_THRESHOLD_PX = 40;
/** below this width the sidebar and the conversation are two views, and voice is hold-to-record */
export const NARROW_BREAKPOINT_PX = 720;
/** chat and user search start at this many characters */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** files waiting to be sent */
export const MAX_PENDING_UPLOADS = 10;
/** messages per history page */
export const HISTORY_PAGE_SIZE = 50;
/** load the previous page when scrolled within this many pixels of the top (the next one: of the bottom) */
export const LOAD_OLDER_THRESHOLD_PX = 300;
/** the scroll-down button turns into "jump to newest" this many screen heights above the end */
export const FAR_FROM_NEWEST_SCREENS = 3;
/** the largest delay setTimeout honours (about 24.8 days); longer ones fire at once */
export const MAX_TIMER_MS = 2_147_483_647;
/** a press that moves further than this is a scroll, not a long press */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;
