/** How long calls ring on the e2e server (CALL_RING_TIMEOUT_MS of the stack in global-setup.ts). */
export const E2E_RING_TIMEOUT_MS = 15_000;
