'use client';

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { clearSession, getToken } from '@/lib/client/session';
import type { Locale } from '@/lib/i18n/locales';
import type { ConfirmationAnswer } from '@/lib/contract/answers';

/**
 * POST /auth/delete-account with the e-mail and its code. The account is gone: so is the session
 * stored in this browser (SPEC.md section 3); the caller then goes to /login.
 */
export function useDeleteAccount() {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ email, otp }: { email: string; otp: string }) => api<ConfirmationAnswer>('/auth/delete-account', { body: { email, otp } }),
    onSuccess: () => clearSession(),
  });
}

/**
 * PATCH /user/lang: signed in, the server keeps the interface language too (mails, pushes); a
 * failure is ignored (SPEC.md section 1). Fire-and-forget, and a plain call rather than a
 * mutation hook: the language switcher is also on the guest screens (login, register), which
 * have no query client, and nothing cached depends on the answer.
 */
export function saveLanguage(lang: Locale): void {
  if (getToken()) api<{ success: true; lang: Locale }>('/user/lang', { method: 'PATCH', body: { lang } }).catch(() => undefined);
}
