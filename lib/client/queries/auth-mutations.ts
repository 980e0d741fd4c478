'use client';

import { useMutation } from '@tanstack/react-query';
import { saveSession } from '@/lib/client/session';
import { authCalls, type CodeEndpoint } from './auth-calls';

// The writes of the guest screens and the code sender every account form uses.

/** POST /auth/login: the session (token and user) is stored before the caller moves on. */
export function useLogin() {
  return useMutation({
    mutationFn: authCalls.login,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}

/** POST /auth/register with the code mailed to the address. */
export const useRegister = () => useMutation({ mutationFn: authCalls.register });

/** POST /auth/reset-password with the code mailed by forgot-password. */
export const useResetPassword = () => useMutation({ mutationFn: authCalls.resetPassword });

/** Mails a code to the address (the Send OTP button of a form). */
export const useSendCode = () => useMutation({ mutationFn: ({ endpoint, email }: { endpoint: CodeEndpoint; email: string }) => authCalls.sendCode(endpoint, email) });
