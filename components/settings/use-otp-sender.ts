'use client';

import { useCallback, type RefObject } from 'react';
import type { FormFeedback } from '@/components/auth/use-form-feedback';
import { focusField, formValues } from '@/lib/client/form-values';
import { useSendCode } from '@/lib/client/queries/account-mutations';
import type { CodeEndpoint } from '@/lib/client/queries/auth-calls';
import { emailSchema } from '@/lib/validations/common';

/**
 * The Send OTP action of a settings form: checks the address in `field` first (missing or
 * malformed, each with its own text), then asks `endpoint` to mail a code. Answers true when it
 * was sent, which starts the 60 s countdown of OtpSendButton.
 */
export function useOtpSender(endpoint: CodeEndpoint, formRef: RefObject<HTMLFormElement | null>, feedback: FormFeedback, field = 'email') {
  const { check, clear, succeeded, failed } = feedback;
  const { mutateAsync: sendCode } = useSendCode();
  return useCallback(async () => {
    const form = formRef.current;
    clear();
    const email = check(emailSchema, form ? (formValues(form)[field] ?? '') : '', null);
    if (email === null) {
      focusField(form, field);
      return false;
    }
    try {
      const answer = await sendCode({ endpoint, email });
      succeeded(answer.message, 'success.OTP_SENT');
      return true;
    } catch (error) {
      failed(error, 'auth.otpFailed');
      return false;
    }
  }, [endpoint, field, formRef, check, clear, succeeded, failed, sendCode]);
}
