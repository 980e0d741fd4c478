'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/ui/form-footer';
import type { FormMessageValue } from '@/components/ui/form-message';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { PasswordInput } from '@/components/ui/password-input';
import screen from '@/components/ui/screen.module.css';
import { ApiClientError, errorText } from '@/lib/client/api';
import { useOpenAdminSession } from '@/lib/client/queries/badge-requests';
import styles from './admin.module.css';
import { LockIcon } from '@/components/ui/icons';

const CODE_INPUT_ID = 'admin-code';
const focusCode = () => document.getElementById(CODE_INPUT_ID)?.focus();

interface AdminGateProps {
  /** the previous admin session ran out (401 on an admin call) */
  expired: boolean;
  onUnlocked: () => void;
}

/** The admin code form: the server checks the code (POST /badge-request/admin-session). */
export function AdminGate({ expired, onUnlocked }: AdminGateProps) {
  const t = useTranslations('admin');
  const [code, setCode] = useState('');
  const openSession = useOpenAdminSession();
  const busy = openSession.isPending;
  const [message, setMessage] = useState<FormMessageValue | null>(expired ? { kind: 'info', text: t('sessionExpired') } : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMessage({ kind: 'error', text: t('codeRequired') });
      focusCode();
      return;
    }
    setMessage(null);
    try {
      // the admin token is stored by the mutation: the screen unlocks
      await openSession.mutateAsync(code);
      onUnlocked();
    } catch (error) {
      const status = error instanceof ApiClientError ? error.status : 0;
      const text =
        status === 403 ? t('invalidCode') : status === 429 ? errorText(error, t('tooManyAttempts')) : errorText(error, t('gateFailed'));
      setMessage({ kind: 'error', text });
      setCode('');
      focusCode();
    }
  };

  return (
    <main className={screen.screen}>
      <section className={screen.card} aria-labelledby="admin-gate-title">
        <header className={styles.gateHeader}>
          <span className={styles.lock} aria-hidden="true">
            <LockIcon size={22} />
          </span>
          <LanguageSwitcher />
        </header>
        <h1 id="admin-gate-title" className={styles.gateTitle}>
          {t('gateTitle')}
        </h1>
        <p className={styles.gateText}>{t('gateText')}</p>
        <form className={styles.gateForm} onSubmit={submit} noValidate>
          <PasswordInput
            id={CODE_INPUT_ID}
            label={t('codeLabel')}
            name="adminCode"
            value={code}
            autoFocus
            autoComplete="off"
            maxLength={200}
            onChange={(event) => setCode(event.target.value)}
          />
          <FormFooter message={message} submitLabel={busy ? t('checking') : t('unlock')} disabled={busy} busy={busy} />
        </form>
      </section>
    </main>
  );
}
