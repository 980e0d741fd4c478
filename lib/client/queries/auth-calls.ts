import { api } from '@/lib/client/api';
import type { ConfirmationAnswer, LoginAnswer } from '@/lib/contract/answers';
import type { LoginInput, RegisterInput } from '@/lib/validations/auth';

/** The calls that mail a code to an address: one per form that asks for one. */
export type CodeEndpoint =
  | '/auth/send-otp'
  | '/auth/forgot-password'
  | '/auth/send-otp-email'
  | '/auth/send-otp-email-new'
  | '/auth/send-otp-birthday'
  | '/auth/send-otp-delete-account';

/** The account calls of the guest screens (login, register, password reset) and the code sender, as wire calls. */
export const authCalls = {
  login: (body: LoginInput) => api<LoginAnswer>('/auth/login', { body }),
  register: (body: RegisterInput) => api<ConfirmationAnswer>('/auth/register', { body }),
  sendCode: (endpoint: CodeEndpoint, email: string) => api<ConfirmationAnswer>(endpoint, { body: { email } }),
  resetPassword: ({ email, otp, newPassword }: { email: string; otp: string; newPassword: string }) =>
    api<ConfirmationAnswer>('/auth/reset-password', { body: { email, otp, newPassword } }),
};
