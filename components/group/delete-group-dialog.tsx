'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { EmailField } from '@/components/ui/email-field';
import fields from '@/components/ui/field.module.css';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useDeleteGroup, useSendDeleteGroupCode } from '@/lib/client/queries/group-mutations';
import { useCountdown } from '@/lib/client/use-countdown';
import { OTP_RESEND_SECONDS } from '@/lib/client/timings';
import { emailSchema } from '@/lib/validations/common';

/** The delete-group code is at most 6 characters (SPEC.md section 9). */
export const DELETE_OTP_MAX = 6;

interface DeleteGroupDialogProps {
  groupId: string;
  defaultEmail: string;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * Deleting a group, in two steps: the owner's e-mail and a code request
 * (POST /auth/send-otp-delete-group), then the code and the deletion (POST /group/delete-group).
 */
export function DeleteGroupDialog({ groupId, defaultEmail, onDeleted, onClose }: DeleteGroupDialogProps) {
  const t = useTranslations('group');
  const tc = useTranslations('common');
  const codeId = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState(defaultEmail);
  const [otp, setOtp] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const sendCode = useSendDeleteGroupCode(groupId);
  const deleteGroup = useDeleteGroup(groupId);
  // once deleted, the screen leaves the group: nothing more to send
  const busy = sendCode.isPending || deleteGroup.isPending || deleteGroup.isSuccess;

  const requestCode = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setMessage({ kind: 'error', text: t('emailInvalid') });
      return;
    }
    setMessage(null);
    try {
      const answer = await sendCode.mutateAsync(parsed.data);
      setMessage({ kind: 'success', text: answer.message || t('codeSent') });
      countdown.start();
      setStep(2);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('codeFailed')) });
    }
  };

  const remove = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = otp.trim();
    if (!code) return;
    setMessage(null);
    try {
      await deleteGroup.mutateAsync({ email: email.trim().toLowerCase(), otp: code });
      onDeleted();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('deleteFailed')) });
    }
  };

  const resendLabel = countdown.running ? t('resendIn', { seconds: countdown.remaining }) : t('requestCode');

  return (
    <Dialog closeOnBackdrop title={t('deleteTitle')} description={step === 1 ? t('deleteStep1') : t('deleteStep2')} onClose={onClose}>
      {step === 1 ? (
        <form className={fields.field} onSubmit={requestCode} noValidate>
          <EmailField
            label={t('ownerEmail')}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormMessage message={message} />
          <DialogActions>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              {tc('cancel')}
            </button>
            <button type="submit" className={buttons.primary} disabled={busy || countdown.running}>
              {resendLabel}
            </button>
          </DialogActions>
        </form>
      ) : (
        <form className={fields.field} onSubmit={remove} noValidate>
          <label className={fields.label} htmlFor={codeId}>
            {t('code')}
          </label>
          <div className={fields.row}>
            <input
              id={codeId}
              className={fields.input}
              value={otp}
              maxLength={DELETE_OTP_MAX}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              onChange={(event) => setOtp(event.target.value.slice(0, DELETE_OTP_MAX))}
            />
            <button type="button" className={buttons.secondary} onClick={() => void requestCode()} disabled={busy || countdown.running}>
              {resendLabel}
            </button>
          </div>
          <FormMessage message={message} />
          <DialogActions>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                setStep(1);
                setMessage(null);
              }}
            >
              {tc('back')}
            </button>
            <button type="submit" className={buttons.danger} disabled={busy || !otp.trim()}>
              {t('deleteButton')}
            </button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
