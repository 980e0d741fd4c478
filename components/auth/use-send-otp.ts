'use client';

import { useCallback, type RefObject } from 'react';
import { focusField, formValues } from '@/lib/client/form-values';
import type { CodeEndpoint } from '@/lib/client/queries/auth-calls';
import { useSendCode } from '@/lib/client/queries/auth-mutations';
import { emailSchema } from '@/lib/validations/common';
import type { FormFeedback } from './use-form-feedback';

/**
 * The Send OTP action of a form: checks the address in `field` first (missing or malformed, each
 * with its own text), then asks `endpoint` to mail a code. `send` answers true when the code was
 * sent, which starts the resend countdown of OtpSendButton; `pending` while it is on its way.
 */
export function useSendOtp(endpoint: CodeEndpoint, formRef: RefObject<HTMLFormElement | null>, feedback: FormFeedback, field = 'email') {
  const { check, clear, succeeded, failed } = feedback;
  const { mutateAsync: sendCode, isPending } = useSendCode();
  const send = useCallback(async () => {
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
  return { send, pending: isPending };
}
