'use client';

import { useCallback, type RefObject } from 'react';
import { focusField, formValues } from '@/lib/client/form-values';
import { authCalls, type CodeEndpoint } from '@/lib/client/queries/auth-calls';
import { emailSchema } from '@/lib/validations/common';
import type { FormFeedback } from './use-form-feedback';

/**
 * The Send OTP action of a form with an `email` field: checks the address first (missing or
 * malformed, each with its own text), then asks `endpoint` to mail a code. Answers true when the
 * code was sent.
 */
export function useSendOtp(endpoint: CodeEndpoint, formRef: RefObject<HTMLFormElement | null>, feedback: FormFeedback) {
  const { check, succeeded, failed } = feedback;
  return useCallback(async () => {
    const form = formRef.current;
    const email = form ? (formValues(form).email ?? '') : '';
    const valid = check(emailSchema, email, null);
    if (valid === null) {
      focusField(form, 'email');
      return false;
    }
    try {
      const answer = await authCalls.sendCode(endpoint, valid);
      succeeded(answer.message, 'success.OTP_SENT');
      return true;
    } catch (error) {
      failed(error, 'auth.otpFailed');
      return false;
    }
  }, [endpoint, formRef, check, succeeded, failed]);
}
