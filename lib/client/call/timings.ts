// Call timings of SPEC.md sections 4 and 9. The server owns the real ring timeout (it writes the
// missed-call message); the client's own ring limit is a fallback for a lost `call:ended`.

/** the server ends an unanswered call after this long (CALL_RING_TIMEOUT_MS on the server) */
export const CALL_RING_TIMEOUT_MS = 40_000;
/** the client gives up ringing by itself this long after the server should have */
export const CALL_RING_GRACE_MS = 5_000;
/** the call window closes this long after a call ended */
export const CALL_END_CLOSE_MS = 800;
/** ... and this long after nobody answered ("no one answered the call") */
export const CALL_NO_ANSWER_CLOSE_MS = 1_500;
/** an error stays on screen this long (like the other notices) unless closed before */
export const CALL_ERROR_CLOSE_MS = 4_000;
/** a notice beside a running call ("you already have another call") */
export const CALL_NOTICE_MS = 4_000;
/** after accepting (media ready), no peer connection within this long is a connection error */
export const CALL_CONNECT_TIMEOUT_MS = 30_000;
/** participants of one call at most (the server's MAX_CALL_SIZE: a mesh, see README) */
export const MAX_CALL_SIZE = 4;
