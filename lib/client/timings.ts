// Client timings of SPEC.md section 9.
export const OTP_RESEND_SECONDS = 60;
export const AUTH_REDIRECT_DELAY_MS = 1800;
