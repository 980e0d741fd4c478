// Limits of SPEC.md section 9 that both the browser and the server check. No server imports.

/** Largest upload, stickers included: 40 MB. */
export const MAX_UPLOAD_BYTES = 41_943_040;
/** a member's nickname in a chat */
export const NICKNAME_MAX = 32;
