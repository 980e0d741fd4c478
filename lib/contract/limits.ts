// Limits of SPEC.md sections 5 and 9 that both the browser (form fields, counters) and the
// server (lib/validations) check: one definition each. No server imports.

/** Largest upload, stickers included: 40 MB. */
export const MAX_UPLOAD_BYTES = 41_943_040;
/** a member's nickname in a chat */
export const NICKNAME_MAX = 32;
/** a username, in characters (at least 3) */
export const USERNAME_MAX = 50;
/** a password as typed at login or as the current one */
export const TYPED_PASSWORD_MAX = 50;
/** an e-mail address */
export const EMAIL_MAX = 254;
/** the e-mailed codes */
export const OTP_LENGTH = 6;
/** a message's text or caption */
export const MESSAGE_MAX_CHARS = 5000;
/** a group's name */
export const GROUP_NAME_MAX = 100;
/** a profile's bio */
export const BIO_MAX = 256;
/** a sticker set's name */
export const STICKER_SET_NAME_MAX = 40;
/** a sticker's title */
export const STICKER_TITLE_MAX = 50;
/** a message search query */
export const SEARCH_QUERY_MAX_CHARS = 200;
/** a user search query (group member search, sidebar) */
export const USER_SEARCH_MAX_CHARS = 100;
/** the admin's note on a badge decision or removal */
export const ADMIN_NOTE_MAX = 500;
