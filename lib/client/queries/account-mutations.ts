'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { clearSession, endingSessionHere, getToken, saveToken } from '@/lib/client/session';
import type { Locale } from '@/lib/i18n/locales';
import type { ConfirmationAnswer, LanguageAnswer, PasswordChangedAnswer } from '@/lib/contract/answers';
import { patchCurrentUser } from './current-user';

// The account writes of the settings dialog. A changed e-mail or birthday goes into the signed-in
// user's cache (the server answers only a confirmation).

/**
 * POST /auth/delete-account with the e-mail and its code. The account is gone: so is the session
 * stored in this browser (SPEC.md section 3); the caller then goes to /login.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }) => api<ConfirmationAnswer>('/auth/delete-account', { body: { email, otp } }),
    // The socket hears session_ended for this very deletion, maybe before the answer.
    onMutate: () => endingSessionHere(true),
    onError: () => endingSessionHere(false),
    onSuccess: () => clearSession(),
  });
}

/**
 * POST /auth/change-password. The other sessions have ended, and so has the token this call was
 * made with: the fresh one answered is kept (the socket of this sign-in stays connected and uses
 * it when it reconnects).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      api<PasswordChangedAnswer>('/auth/change-password', { body: { oldPassword, newPassword } }),
    onSuccess: ({ token }) => {
      if (token) saveToken(token);
    },
  });
}

interface EmailChange {
  oldEmail: string;
  oldOtp: string;
  newEmail: string;
  newOtp: string;
}

/** POST /auth/change-email with both addresses and their codes. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oldEmail, oldOtp, newEmail, newOtp }: EmailChange) =>
      api<ConfirmationAnswer>('/auth/change-email', { body: { oldEmail, oldOtp, newEmail, newOtp } }),
    onSuccess: (_answer, { newEmail }) => patchCurrentUser(queryClient, { email: newEmail }),
  });
}

/** POST /auth/change-birthday (yyyy-MM-dd) with the account's e-mail and its code. */
export function useChangeBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, otp, birthday }: { email: string; otp: string; birthday: string }) =>
      api<ConfirmationAnswer>('/auth/change-birthday', { body: { email, otp, birthday } }),
    // stored as UTC midnight of the day, as the server keeps it
    onSuccess: (_answer, { birthday }) => patchCurrentUser(queryClient, { birthday: new Date(birthday).toISOString() }),
  });
}

/**
 * PATCH /user/lang: signed in, the server keeps the interface language too (mails, pushes); a
 * guest's choice stays in the browser. Nothing cached depends on the answer, and a failure is
 * ignored (SPEC.md section 1).
 */
export function useSaveLanguage() {
  return useMutation({
    mutationFn: async (lang: Locale) => {
      if (getToken()) await api<LanguageAnswer>('/user/lang', { method: 'PATCH', body: { lang } });
    },
  });
}
