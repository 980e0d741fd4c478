'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { FilePicker } from '@/components/settings/file-picker';
import { Dialog } from '@/components/ui/dialog';
import { useFilePreview } from '@/components/settings/use-file-preview';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/select-field';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import buttons from '@/components/ui/button.module.css';
import { formValues } from '@/lib/client/form-values';
import { useRequestBadge } from '@/lib/client/queries/badge-request-mutations';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { badgeRequestFieldsSchema } from '@/lib/validations/badge';
import { issueMessageKey, parseIssue, validationMessageKey } from '@/lib/validations/issue';
import styles from './support.module.css';
import { MAX_UPLOAD_BYTES } from '@/lib/contract/limits';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** SPEC.md section 9 (the server's constant lives in server code). */

type BadgeType = 'user' | 'group';
type FieldName = 'badgeType' | 'userId' | 'groupId' | 'fullname' | 'email' | 'phone' | 'file';
/** form order, for focusing the first field with a problem */
const FIELD_ORDER: FieldName[] = ['badgeType', 'userId', 'groupId', 'fullname', 'email', 'phone', 'file'];
type FieldErrors = Partial<Record<FieldName, string>>;

/** Every field's first problem (as a message key), checked with the shared schema. */
function checkFields(values: Record<string, string>, file: File | null): FieldErrors {
  const errors: FieldErrors = {};
  const result = badgeRequestFieldsSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path[0] as FieldName;
      if (errors[name]) continue;
      // A filled id that is not a 24-hex id gets its own text rather than the generic one.
      const malformedId = (name === 'userId' || name === 'groupId') && parseIssue(issue.message)?.reason === 'INVALID_FORMAT';
      errors[name] = malformedId ? 'support.verify.idInvalid' : issueMessageKey(issue.message);
    }
  }
  if (!file) errors.file = validationMessageKey({ reason: 'REQUIRED', text: 'fileRequired' });
  return errors;
}

/** A field with its own error line under it. */
function Checked({ errorId, error, children }: { errorId: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? styles.invalid : undefined}>
      {children}
      <p id={errorId} className={styles.fieldError}>
        {error}
      </p>
    </div>
  );
}

interface VerificationRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The verification (blue tick) request form (SPEC.md sections 3 and 5), in a modal. */
export function VerificationRequestDialog({ open, onClose }: VerificationRequestDialogProps) {
  return open ? <VerificationRequestPanel onClose={onClose} /> : null;
}

function VerificationRequestPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  const uid = useId();
  const errorId = (name: FieldName) => `${uid}-${name}-error`;
  const { data: user } = useCurrentUser();
  const feedback = useFormFeedback();
  const [badgeType, setBadgeType] = useState<BadgeType>('user');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [picked, setPicked] = useFilePreview();
  const requestBadge = useRequestBadge();
  // A new key after a sent request gives fresh (empty, own id prefilled) fields.
  const [round, setRound] = useState(0);
  const file = picked?.file ?? null;

  const errorText = (name: FieldName) => (errors[name] ? t(errors[name]) : undefined);
  const described = (name: FieldName, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined,
  });
  const clearError = (name: FieldName) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  const pick = (chosen: File | undefined) => {
    setPicked(null);
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setErrors((e) => ({ ...e, file: 'errors.UNSUPPORTED_FILE_TYPE' }));
    if (chosen.size > MAX_UPLOAD_BYTES) return setErrors((e) => ({ ...e, file: 'errors.FILE_TOO_LARGE' }));
    clearError('file');
    setPicked(chosen);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    feedback.clear();
    const values = formValues(form);
    const found = checkFields(values, file);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      const element = first === 'file' ? form.querySelector<HTMLElement>('input[type="file"]') : form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const fields = badgeRequestFieldsSchema.parse(values);
    try {
      await requestBadge.mutateAsync({ fields, file: file as File });
      setRound((r) => r + 1);
      setPicked(null);
      feedback.succeeded(undefined, 'support.verify.sent');
    } catch (error) {
      feedback.failed(error, 'support.verify.failed');
    }
  };

  const isUser = badgeType === 'user';

  return (
    <Dialog title={t('support.verify.title')} onClose={onClose} size="medium" placement="top">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t('support.verify.intro')}</p>
        <div key={round} className={styles.fields}>
          <Checked errorId={errorId('badgeType')} error={errorText('badgeType')}>
            <SelectField
              label={t('support.verify.badgeType')}
              name="badgeType"
              value={badgeType}
              onChange={(event) => {
                setBadgeType(event.target.value as BadgeType);
                // The id field changes with the type: its old error goes, the others stay.
                setErrors((current) => ({ ...current, userId: undefined, groupId: undefined, badgeType: undefined }));
              }}
              {...described('badgeType')}
            >
              <option value="user">{t('support.verify.typeUser')}</option>
              <option value="group">{t('support.verify.typeGroup')}</option>
            </SelectField>
          </Checked>
          {/* The key gives each type its own input: the user's id is prefilled, a group id is not. */}
          <Checked key={badgeType} errorId={errorId(isUser ? 'userId' : 'groupId')} error={errorText(isUser ? 'userId' : 'groupId')}>
            <TextField
              label={isUser ? t('support.verify.userId') : t('support.verify.groupId')}
              name={isUser ? 'userId' : 'groupId'}
              defaultValue={isUser ? (user?.id ?? '') : ''}
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
              onInput={() => clearError(isUser ? 'userId' : 'groupId')}
              {...described(isUser ? 'userId' : 'groupId')}
            />
          </Checked>
          <Checked errorId={errorId('fullname')} error={errorText('fullname')}>
            <TextField
              label={isUser ? t('support.verify.fullname') : t('support.verify.groupName')}
              name="fullname"
              autoComplete={isUser ? 'name' : 'off'}
              maxLength={100}
              onInput={() => clearError('fullname')}
              {...described('fullname')}
            />
          </Checked>
          <Checked errorId={errorId('email')} error={errorText('email')}>
            <EmailField
              label={t('support.verify.email')}
              name="email"
              onInput={() => clearError('email')}
              {...described('email')}
            />
          </Checked>
          <Checked errorId={errorId('phone')} error={errorText('phone')}>
            <TextField
              label={t('support.verify.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={32}
              onInput={() => clearError('phone')}
              {...described('phone')}
            />
          </Checked>
          <Checked errorId={errorId('file')} error={errorText('file')}>
            <FilePicker
              label={t('support.verify.file')}
              accept={IMAGE_TYPES.join(',')}
              fileName={picked?.file.name}
              hint={t('support.verify.fileHint')}
              onPick={pick}
              {...described('file')}
            />
            {/* eslint-disable-next-line @next/next/no-img-element -- a blob: preview of the picked file */}
            {picked && <img className={styles.preview} src={picked.url} alt={t('support.verify.filePreview')} />}
          </Checked>
        </div>
        <FormMessage message={feedback.message} />
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('support.close')}
          </button>
          <button type="submit" className={buttons.primary} disabled={requestBadge.isPending}>
            {t('support.verify.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
